#!/usr/bin/env bash
# The metrics test lints /metrics with Debian's promtool (package prometheus) when it is there, and is
# skipped otherwise: installed here when root, and a failed install only skips that test.
set -uo pipefail
if [ -x /usr/bin/promtool ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo '== installing Debian prometheus (promtool) for the metrics lint'
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus >/dev/null \
    || echo 'promtool could not be installed: the metrics lint test is skipped' >&2
  exit 0
fi
echo 'promtool is missing (sudo apt-get install prometheus): the metrics lint test is skipped' >&2
