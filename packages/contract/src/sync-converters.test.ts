import { describe, expect, it } from 'vitest';
import {
  applyConverter,
  checkConverter,
  converterInfo,
  converterNames,
  converterOptions,
  converters,
  lookupTarget,
} from './sync-converters.ts';

const value = (spec: string | null, input: unknown) => {
  const result = applyConverter(spec, input);
  if (!result.ok) throw new Error(`${spec} failed: ${result.error}`);
  return result.value;
};
const error = (spec: string, input: unknown) => {
  const result = applyConverter(spec, input);
  if (result.ok) throw new Error(`${spec} accepted ${String(input)}`);
  return result.error;
};

describe('converter catalogue', () => {
  it('describes every converter for the mapping form, and each example is a valid spec', () => {
    expect(converterNames).toEqual(expect.arrayContaining(['trim', 'x3bool', 'equals', 'map', 'lookup', 'date']));
    expect(Object.keys(converters).sort()).toEqual([...converterNames].sort());
    for (const name of converterNames) {
      expect(converterInfo[name].description.length).toBeGreaterThan(5);
      expect(checkConverter(converterInfo[name].example)).toBeNull();
    }
    expect(converterOptions[0]).toMatchObject({ value: 'trim', label: 'trim' });
  });
});

describe('checkConverter', () => {
  it('accepts known names with valid arguments', () => {
    for (const spec of [
      'trim',
      ' upper ',
      'equals:1',
      'map:FAC=BILLING,LIV=SHIPPING',
      'date',
      'date:YYYYMMDD',
      'lookup:customers.code',
    ]) {
      expect(checkConverter(spec)).toBeNull();
    }
  });

  it('names what is wrong', () => {
    expect(checkConverter('')).toBe('A converter name is required');
    expect(checkConverter('uppercase')).toMatch(/^Unknown converter "uppercase" \(known: trim, upper/);
    expect(checkConverter('trim:x')).toBe('The converter "trim" takes no argument');
    expect(checkConverter('equals')).toBe('The converter "equals" needs an argument, e.g. equals:1');
    expect(checkConverter('map:')).toBe('The converter "map" needs an argument, e.g. map:FAC=BILLING,LIV=SHIPPING');
    expect(checkConverter('map:FAC')).toContain('"FAC" has no "="');
    expect(checkConverter('map:=X')).toContain('a key is empty');
    expect(checkConverter('map:A=1,A=2')).toContain('lists the key "A" twice');
    expect(checkConverter('lookup:customers')).toContain('expects table.column');
    expect(checkConverter('lookup:a.b; drop')).toContain('expects table.column');
    expect(checkConverter('date:YY')).toContain('accepts the formats');
    expect(checkConverter('toString')).toContain('Unknown converter');
    expect(checkConverter('__proto__')).toContain('Unknown converter');
    expect(checkConverter('x'.repeat(2000))).toBe('A converter may be at most 1000 characters');
  });
});

describe('applyConverter', () => {
  it('passes the value through without a converter, and null through every converter', () => {
    expect(value(null, ' a ')).toBe(' a ');
    expect(value(null, undefined)).toBeNull();
    for (const spec of ['trim', 'number', 'x3bool', 'equals:1', 'map:A=B', 'date', 'currency', 'lookup:a.b']) {
      expect(value(spec, null)).toBeNull();
      expect(value(spec, undefined)).toBeNull();
    }
    expect(applyConverter('nope', 'x')).toEqual({
      ok: false,
      error: expect.stringContaining('Unknown converter "nope"'),
    });
  });

  it('text: trim, upper, lower, string', () => {
    expect(value('trim', '  BMS 001 ')).toBe('BMS 001');
    expect(value('upper', ' bms ')).toBe('BMS');
    expect(value('lower', 'ÄB')).toBe('äb');
    expect(value('string', 12.5)).toBe('12.5');
    expect(value('string', true)).toBe('true');
    expect(value('string', 10n)).toBe('10');
    expect(value('string', new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(error('trim', { a: 1 })).toBe('trim: expected text');
  });

  it('number and integer', () => {
    expect(value('number', '12.50')).toBe(12.5);
    expect(value('number', ' -3 ')).toBe(-3);
    expect(value('number', '1e3')).toBe(1000);
    expect(value('number', 4)).toBe(4);
    expect(value('number', '.5')).toBe(0.5);
    expect(error('number', 'abc')).toBe('number: not a decimal number');
    expect(error('number', 'NaN')).toBe('number: not a decimal number');
    expect(error('number', 'Infinity')).toBe('number: not a decimal number');
    expect(error('number', '')).toBe('number: not a decimal number');
    expect(error('number', '1,5')).toBe('number: not a decimal number');
    expect(error('number', Number.NaN)).toBe('number: not a decimal number');
    expect(error('number', '1e999')).toBe('number: not a decimal number');
    expect(value('integer', '42')).toBe(42);
    expect(value('integer', '42.0')).toBe(42);
    expect(value('integer', 7n)).toBe(7);
    expect(error('integer', '4.2')).toBe('integer: not a whole number');
    // Beyond 2^53 and past a double's 17 digits: the exact text, never a rounded number.
    expect(value('integer', '9007199254740993')).toBe('9007199254740993');
    expect(value('integer', '-9223372036854775808')).toBe('-9223372036854775808');
    expect(value('integer', 2n ** 64n)).toBe('18446744073709551616');
    expect(error('integer', '9007199254740993.5')).toBe('integer: not a whole number');
    expect(value('number', '1.007919')).toBe(1.007919);
    expect(value('number', '123456789012345678.123456')).toBe('123456789012345678.123456');
    expect(value('number', '0.100000000000000000001')).toBe('0.100000000000000000001');
    expect(value('number', '-0012.5000')).toBe(-12.5);
    expect(value('number', '99999999999999999999999999999999999999')).toBe('99999999999999999999999999999999999999');
    expect(error('integer', 'x')).toBe('integer: not a number');
  });

  it('boolean, x3bool and equals', () => {
    for (const t of [true, 1, '1', 'true', 'YES', ' yes ', 'y']) expect(value('boolean', t)).toBe(true);
    for (const f of [false, 0, '0', 'False', 'no', 'N']) expect(value('boolean', f)).toBe(false);
    expect(error('boolean', 2)).toBe('boolean: expected true/false, 1/0 or yes/no');
    expect(value('x3bool', 2)).toBe(true);
    expect(value('x3bool', '2')).toBe(true);
    expect(value('x3bool', 1)).toBe(false);
    expect(error('x3bool', 0)).toBe('x3bool: expected the X3 yes/no menu value 1 (No) or 2 (Yes)');
    expect(error('x3bool', true)).toContain('x3bool:');
    expect(error('x3bool', 'Yes')).toContain('x3bool:');
    expect(value('equals:1', 1)).toBe(true);
    expect(value('equals:1', '1')).toBe(true);
    expect(value('equals:1', 1.0)).toBe(true);
    expect(value('equals:1', 5)).toBe(false);
    expect(value('equals:1', '01')).toBe(false);
    expect(value('equals:1.0', 1)).toBe(true);
    expect(value('equals:OPEN', 'OPEN')).toBe(true);
    expect(value('equals:OPEN', 'open')).toBe(false);
    expect(error('equals:1', {})).toBe('equals: expected a number or text');
  });

  it('map', () => {
    expect(value('map:FAC=BILLING,LIV=SHIPPING', 'FAC')).toBe('BILLING');
    expect(value('map:FAC=BILLING, LIV = SHIPPING', 'LIV ')).toBe('SHIPPING');
    expect(value('map:1=OPEN,2=CLOSED', 2)).toBe('CLOSED');
    expect(value('map:A=', 'A')).toBe('');
    expect(error('map:FAC=BILLING,LIV=SHIPPING', 'XYZ')).toBe('map: no mapping for this code (known: FAC, LIV)');
  });

  it('date and datetime', () => {
    expect(value('date', '2024-02-29')).toBe('2024-02-29');
    expect(value('date', '20240131')).toBe('2024-01-31');
    expect(value('date', 20240131)).toBe('2024-01-31');
    expect(value('date', '2024-03-05T23:30:00+02:00')).toBe('2024-03-05');
    expect(value('date', '2024-03-05 10:00:00')).toBe('2024-03-05');
    expect(value('date', new Date('2024-03-05T00:00:00Z'))).toBe('2024-03-05');
    expect(value('date:DD/MM/YYYY', '31/01/2024')).toBe('2024-01-31');
    expect(value('date:MM/DD/YYYY', '01/31/2024')).toBe('2024-01-31');
    expect(value('date:DD.MM.YYYY', '31.01.2024')).toBe('2024-01-31');
    expect(error('date', '2023-02-29')).toBe('date: not a date (expected a date, YYYY-MM-DD or YYYYMMDD)');
    expect(error('date', '20241301')).toContain('date: not a date');
    expect(error('date', 'tomorrow')).toContain('date: not a date');
    expect(error('date', new Date(Number.NaN))).toContain('date: not a date');
    expect(error('date:DD/MM/YYYY', '2024-01-31')).toBe('date: not a date in the format DD/MM/YYYY');
    expect(value('datetime', '2024-03-05T10:20:30Z')).toBe('2024-03-05T10:20:30.000Z');
    expect(value('datetime', '2024-03-05T10:20:30.123456+01:00')).toBe('2024-03-05T09:20:30.123456Z');
    expect(value('datetime', '2024-05-06 12:34:56.000001')).toBe('2024-05-06T12:34:56.000001Z');
    expect(value('datetime', '2024-05-06 12:34:56.1234560')).toBe('2024-05-06T12:34:56.123456Z');
    expect(error('datetime', '2024-05-06 12:34:56.1234567')).toBe(
      'datetime: a fraction finer than microseconds would be rounded',
    );
    // MySQL zero dates: null, with a warning the engine counts (never a failed row).
    for (const zero of ['0000-00-00 00:00:00', '0000-00-00T00:00:00.000000', '2024-00-00 00:00:00']) {
      expect(applyConverter('datetime', zero)).toEqual({
        ok: true,
        value: null,
        warning: 'datetime: zero date loaded as NULL',
      });
    }
    expect(applyConverter('date', '0000-00-00')).toEqual({
      ok: true,
      value: null,
      warning: 'date: zero date loaded as NULL',
    });
    expect(value('datetime', '2024-03-05 10:20:30')).toBe('2024-03-05T10:20:30.000Z');
    expect(value('datetime', '2024-03-05')).toBe('2024-03-05T00:00:00.000Z');
    expect(value('datetime', new Date('2024-03-05T10:20:30Z'))).toBe('2024-03-05T10:20:30.000Z');
    expect(error('datetime', '2024-03-05T25:00:00Z')).toBe('datetime: not a date and time (expected ISO 8601)');
    expect(error('datetime', 1709633000000)).toContain('datetime:');
  });

  it('currency and country', () => {
    expect(value('currency', 'eur ')).toBe('EUR');
    expect(error('currency', 'EURO')).toBe('currency: not a currency code: expected 3 letters');
    expect(error('currency', 978)).toBe('currency: expected a currency code: 3 letters');
    expect(value('country', 'fr')).toBe('FR');
    expect(error('country', 'FRA')).toBe('country: not a country code: expected 2 letters');
  });

  it('lookup passes the value through and names its target', () => {
    expect(value('lookup:customers.code', 'C001')).toBe('C001');
    expect(lookupTarget('lookup:customers.code')).toEqual({ table: 'customers', column: 'code' });
    expect(lookupTarget('trim')).toBeNull();
    expect(lookupTarget('lookup:bad')).toBeNull();
  });

  it('never puts the row value in an error (failures group by the error text)', () => {
    const secret = 'S3CRET-ROW-VALUE';
    for (const name of converterNames) {
      const spec = converterInfo[name].example;
      const result = applyConverter(spec, secret);
      if (!result.ok) expect(result.error).not.toContain(secret);
      const other = applyConverter(spec, { secret });
      if (!other.ok) expect(other.error).not.toContain(secret);
    }
    expect(error('number', 'abc')).toBe(error('number', 'xyz'));
  });
});
