import type { AgentConfig, AgentDatabaseConfig } from '../config.ts';
import type { Driver } from './driver.ts';

/** An engine's client library is loaded only when a database of that engine is configured. */
export async function createDriver(config: AgentDatabaseConfig): Promise<Driver> {
  switch (config.type) {
    case 'postgres':
      return (await import('./postgres.ts')).postgresDriver(config);
    case 'mysql':
      return (await import('./mysql.ts')).mysqlDriver(config);
    case 'mssql':
      return (await import('./mssql.ts')).mssqlDriver(config);
    case 'oracle':
      return (await import('./oracle.ts')).oracleDriver(config);
  }
}

/** The configured databases' drivers, each created on first use and closed together. */
export class DriverRegistry {
  private readonly drivers = new Map<string, Promise<Driver>>();
  constructor(private readonly config: AgentConfig) {}

  ids(): string[] {
    return Object.keys(this.config.databases);
  }

  has(id: string): boolean {
    return Object.hasOwn(this.config.databases, id);
  }

  type(id: string) {
    const config = this.config.databases[id];
    if (!config) throw new Error(`Unknown database id '${id}'`);
    return config.type;
  }

  get(id: string): Promise<Driver> {
    let driver = this.drivers.get(id);
    if (!driver) {
      const config = this.config.databases[id];
      if (!config) throw new Error(`Unknown database id '${id}'`);
      driver = createDriver(config);
      this.drivers.set(id, driver);
    }
    return driver;
  }

  async close(): Promise<void> {
    const drivers = [...this.drivers.values()];
    this.drivers.clear();
    await Promise.allSettled(drivers.map(async (d) => (await d).close()));
  }
}
