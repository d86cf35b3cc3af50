import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { applyServerErrors, formPathOf } from './server-errors.ts';

const values = {
  name: 'Shop',
  dataCentre: null,
  domains: [{ name: 'a.example.com' }, { name: 'b.example.com' }],
  headers: [{ name: 'Accept', value: '' }],
};
const fields = ['name', 'dataCentre', 'domains', 'headers', 'erpType'];

describe('formPathOf', () => {
  it('finds plain and nested name/value fields the form holds', () => {
    expect(formPathOf('name', values, fields)).toBe('name');
    expect(formPathOf('domains.1.name', values, fields)).toBe('domains.1.name');
    expect(formPathOf('headers.0.value', values, fields)).toBe('headers.0.value');
  });

  it('falls back to the longest prefix the form holds', () => {
    expect(formPathOf('dataCentre.id', values, fields)).toBe('dataCentre');
    expect(formPathOf('domains.7.name', values, fields)).toBe('domains');
    expect(formPathOf('erpType.id', values, fields)).toBe('erpType');
  });

  it('places nothing the form does not have', () => {
    expect(formPathOf('password', values, fields)).toBeNull();
    expect(formPathOf('', values, fields)).toBeNull();
  });
});

describe('applyServerErrors', () => {
  const error = (details: { path: string; message: string }[], status = 400) =>
    new ApiError({ status, code: '4000-validation', message: 'Invalid body', details });

  it('sets every placeable error and reports whether any was placed', () => {
    const set: [string, string | undefined][] = [];
    const setError = (name: string, error: { message?: string }) => void set.push([name, error.message]);
    expect(
      applyServerErrors(
        error([
          { path: 'headers.0.value', message: 'Required' },
          { path: 'x', message: 'no' },
        ]),
        values,
        fields,
        setError,
      ),
    ).toBe(true);
    expect(set).toEqual([['headers.0.value', 'Required']]);
    expect(applyServerErrors(error([{ path: 'x', message: 'no' }]), values, fields, setError)).toBe(false);
    expect(applyServerErrors(error([{ path: 'name', message: 'taken' }], 409), values, fields, setError)).toBe(false);
    expect(applyServerErrors(new Error('offline'), values, fields, setError)).toBe(false);
  });
});
