#!/usr/bin/env bash
# Every test of the project: lint, types, contract and server tests (embedded PGlite, and PostgreSQL
# when one answers on 127.0.0.1:5432), the console build and the browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-promtool.sh

echo '== lint and types'
npx biome check .
# No import cycles (type-only imports and lazy import() calls do not count: see docs/decisions-frontdoors.md).
npm run cycles
npx tsc -p packages/contract
npx tsc -p packages/server
npx tsc -p packages/web
npx tsc -p packages/agent
npx tsc -p packages/demo
npx tsc -p packages/api-client
# The benches and scripts, which call the API through the typed client.
npx tsc -p tsconfig.scripts.json
npx tsc -p e2e

echo '== contract, web, demo (Business Central simulator) and server tests on embedded PGlite'
npx vitest run

pg_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$pg_url" 2>/dev/null; then
  echo "== server tests on PostgreSQL ($pg_url)"
  TEST_DATABASE_URL="$pg_url" npx vitest run --project server
  echo '== replicas: two server processes on PostgreSQL and S3 (s3rver), one killed mid-job (scripts/replicas.ts)'
  TEST_DATABASE_URL="$pg_url" npx tsx scripts/replicas.ts
else
  echo '== no PostgreSQL server answers on 127.0.0.1:5432: server tests ran on PGlite only'
fi

echo '== console build and browser tests'
npm run build
npm run e2e
