#!/usr/bin/env node
import { runCli } from './cli.ts';

/** The agent's command line: `start` (default), `install-change-capture`, `uninstall-change-capture`. */
const result = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

const stop = result.stop;
if (stop) {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Agent stopping (${signal})\n`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Agent stopped with an error: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} else {
  process.exitCode = result.code;
}
