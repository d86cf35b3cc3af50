import { converters } from '@store-console/contract';

/** The converters a mapping may name (the contract's list), offered in the Converter field. */
export function converterOptions(): string[] {
  return Object.keys(converters);
}
