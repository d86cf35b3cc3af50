import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { demoAccounts, type SeedResult, seedDemoData } from './seed.ts';

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
  const lines = [`Store Console is running at http://localhost:${port}`, `Database: ${where}`];
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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('Store Console failed to start:', error);
  process.exit(1);
});
