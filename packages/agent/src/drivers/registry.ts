import type { AgentConfig, AgentDatabaseConfig } from '../config.ts';
import type { Driver } from './driver.ts';
import { mssqlDriver } from './mssql.ts';
import { mysqlDriver } from './mysql.ts';
import { oracleDriver } from './oracle.ts';
import { postgresDriver } from './postgres.ts';

export function createDriver(config: AgentDatabaseConfig): Driver {
  switch (config.type) {
    case 'postgres':
      return postgresDriver(config);
    case 'mysql':
      return mysqlDriver(config);
    case 'mssql':
      return mssqlDriver(config);
    case 'oracle':
      return oracleDriver(config);
  }
}

/** The configured databases' drivers, each created on first use and closed together. */
export class DriverRegistry {
  private readonly drivers = new Map<string, Driver>();
  constructor(private readonly config: AgentConfig) {}

  ids(): string[] {
    return Object.keys(this.config.databases);
  }

  has(id: string): boolean {
    return Object.hasOwn(this.config.databases, id);
  }

  get(id: string): Driver {
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
    await Promise.allSettled(drivers.map((d) => d.close()));
  }
}
