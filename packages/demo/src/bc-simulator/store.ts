import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type CompanyData, type Entity, type EntitySet, entitySets, type Row, seedCompany } from './data.ts';

/**
 * The simulator's state: companies with their entity sets and the webhook subscriptions, kept in
 * memory and, when a file is given, written to it (debounced, atomically) so a demo's changes and
 * subscriptions survive a restart.
 */

export type Subscription = {
  subscriptionId: string;
  notificationUrl: string;
  resource: string;
  clientState: string;
  expirationDateTime: string;
  lastModifiedDateTime: string;
  version: number;
};

export type ChangeType = 'created' | 'updated' | 'deleted';
export type Change = { companyId: string; set: EntitySet; id: string; changeType: ChangeType; at: string };

type Saved = { companies: CompanyData[]; subscriptions: Subscription[]; extra?: Record<string, string> };

export class SimulatorStore {
  companies: CompanyData[];
  subscriptions: Subscription[];
  /** Values a start script keeps beside the data (a generated client secret, the port). */
  extra: Record<string, string>;
  private listeners: ((change: Change) => void)[] = [];
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly file: string | null,
    private readonly now: () => number,
  ) {
    const saved = file ? readSaved(file) : null;
    this.companies = saved?.companies ?? [seedCompany()];
    this.subscriptions = saved?.subscriptions ?? [];
    this.extra = saved?.extra ?? {};
  }

  company(id: string): CompanyData | undefined {
    return this.companies.find((c) => c.company.id === id);
  }

  onChange(listener: (change: Change) => void) {
    this.listeners.push(listener);
  }

  timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  insert(company: CompanyData, set: EntitySet, data: Entity): Row {
    const row: Row = { data: { id: randomUUID(), ...data, lastModifiedDateTime: this.timestamp() }, version: 1 };
    if (set === 'salesOrderLines') delete row.data.lastModifiedDateTime;
    company.sets[set].push(row);
    this.changed(company, set, row, 'created');
    return row;
  }

  update(company: CompanyData, set: EntitySet, row: Row, patch: Entity): Row {
    Object.assign(row.data, patch);
    if (set !== 'salesOrderLines') row.data.lastModifiedDateTime = this.timestamp();
    row.version++;
    this.changed(company, set, row, 'updated');
    return row;
  }

  remove(company: CompanyData, set: EntitySet, row: Row) {
    company.sets[set] = company.sets[set].filter((r) => r !== row);
    this.changed(company, set, row, 'deleted');
  }

  private changed(company: CompanyData, set: EntitySet, row: Row, changeType: ChangeType) {
    const change = {
      companyId: String(company.company.id),
      set,
      id: String(row.data.id),
      changeType,
      at: this.timestamp(),
    };
    for (const listener of this.listeners) listener(change);
    this.scheduleSave();
  }

  scheduleSave() {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 500);
    this.saveTimer.unref();
  }

  /** Writes now (synchronously, so it also runs from an 'exit' handler). */
  flush() {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.file) return;
    const saved: Saved = { companies: this.companies, subscriptions: this.subscriptions, extra: this.extra };
    writeFileSync(`${this.file}.tmp`, JSON.stringify(saved), { mode: 0o600 });
    renameSync(`${this.file}.tmp`, this.file);
  }
}

export function readSaved(file: string): Saved | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null; // first start: nothing saved yet
  }
  const saved: Partial<Saved> = JSON.parse(text);
  const valid =
    Array.isArray(saved.companies) &&
    saved.companies.every((c) => c?.company && entitySets.every((set) => Array.isArray(c.sets?.[set]))) &&
    Array.isArray(saved.subscriptions);
  if (!valid) throw new Error(`${file} is not the Business Central simulator's data; move it away to start afresh`);
  return saved as Saved;
}
