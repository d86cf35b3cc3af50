import type { Dialect } from './dialect.ts';

/** Collects parameter values in the order their markers appear in the statement text. */
export class Params {
  readonly values: unknown[] = [];
  constructor(private readonly dialect: Dialect) {}

  add(value: unknown): string {
    this.values.push(value);
    return this.dialect.param(this.values.length);
  }

  addDate(isoDate: string): string {
    this.values.push(isoDate);
    return this.dialect.dateParam(this.values.length);
  }
}
