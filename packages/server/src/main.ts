import { ConfigError, loadConfig } from './config.ts';
import { copyBuiltPgliteTemplateFor, templateCopyFinished } from './platform/db-template.ts';
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
  // A new embedded database starts from a copy of one of the build's templates instead of initdb;
  // the copy (the kernel creating files, mostly), then opening the database (PGlite compiling its
  // WebAssembly; on PostgreSQL the migrations under the start-up lock), run while the server's
  // modules load.
  const opening = copyBuiltPgliteTemplateFor(config).then(async () => {
    const { openDatabase } = await import('./platform/db.ts');
    return openDatabase({ url: config.databaseUrl, dataDir: config.inMemoryDatabase ? null : config.dataDir });
  });
  const [database, { buildApp }, { demoAccounts, seedDemoData }] = await Promise.all([
    opening,
    import('./app.ts'),
    import('./seed.ts'),
  ]);
  const seeding: { result: SeedResult } = { result: { seeded: false } };
  // Seeded before any worker starts: the demo stores' jobs then find them settled (no race).
  // The workers start once the server listens: a job sent before waits in its queue.
  const app = await buildApp(config, {
    database,
    workersLater: true,
    beforeWorkers: async (ctx) => {
      // The stores' schemas were still being copied while the database opened.
      await templateCopyFinished(config.dataDir);
      seeding.result = await seedDemoData(ctx, { admin: config.adminPassword, partner: config.partnerPassword });
    },
  });
  const seed = seeding.result;
  await app.listen({ port: config.port, host: config.host });
  const workers = app.startWorkers();
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
  // Started once listening (above); failing to start them fails the start, as it did before.
  await workers.catch((error: unknown) => {
    if (!stopping) throw error;
  });
}

main().catch((error: unknown) => {
  console.error('Store Console failed to start:', error);
  process.exit(1);
});
