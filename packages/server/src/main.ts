import { ConfigError, loadConfig } from './config.ts';
import { copyBuiltPgliteTemplateFor } from './platform/db-template.ts';
import type { SeedResult } from './seed.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A new embedded database starts from a copy of the build's migrated template instead of initdb;
  // the copy (the kernel creating files, mostly) runs while the server's modules load.
  const [, { buildApp }, { demoAccounts, seedDemoData }] = await Promise.all([
    copyBuiltPgliteTemplateFor(config),
    import('./app.ts'),
    import('./seed.ts'),
  ]);
  const seeding: { result: SeedResult } = { result: { seeded: false } };
  // Seeded before any worker starts: the demo stores' jobs then find them settled (no race).
  const app = await buildApp(config, {
    beforeWorkers: async (ctx) => {
      seeding.result = await seedDemoData(ctx, { admin: config.adminPassword, partner: config.partnerPassword });
    },
  });
  const seed = seeding.result;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    `Store Console is running at http://localhost:${port}`,
    `Database: ${where}`,
    `Blob storage: ${app.ctx.blobs.description}`,
  ];
  if (seed.seeded) {
    lines.push('Demo data seeded. Sign in with:');
    lines.push(
      `  ${demoAccounts.admin} / ${seed.adminPassword}${seed.generated.admin ? '  (generated, shown once)' : ''}`,
    );
    lines.push(
      `  ${demoAccounts.partner} / ${seed.partnerPassword}${seed.generated.partner ? '  (generated, shown once)' : ''}`,
    );
  } else {
    lines.push(
      'Sign in with the demo accounts admin@example.com / partner@example.com (passwords as printed at first start).',
    );
  }
  lines.push(`API documentation: http://localhost:${port}/api/docs`);
  console.log(`\n${lines.join('\n')}\n`);

  // Graceful: refuse new requests, finish those in flight, give running jobs the grace period
  // (then they go back to the queue for another replica), close the database, exit 0.
  const grace = config.shutdownGraceSeconds ?? 25;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        console.log(`${signal} again: stopping at once`);
        process.exit(1);
      }
      stopping = true;
      console.log(`${signal}: shutting down (running jobs have ${grace} s to finish)`);
      // A request that never ends (a stalled download) must not keep the process alive for ever.
      setTimeout(
        () => {
          console.error('Shutdown took too long; stopping at once');
          process.exit(1);
        },
        (grace + 15) * 1000,
      ).unref();
      app.shutdown(grace).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('Store Console failed to start:', error);
  process.exit(1);
});
