import { exchangeStatusTone } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { toneColour } from '../../../ui/status-badge.tsx';
import { prettyExchangeText, statusCodeLabel } from './exchange-text.ts';
import {
  applyLogChange,
  type LogFilters,
  pageFromInput,
  parseLogFilters,
  searchProblem,
  toLogParams,
  writeLogFilters,
} from './log-filters.ts';

const filtered: LogFilters = { page: 4, integration: 'BusinessCentral', operation: 'items', q: 'abc', exchange: 7 };

describe('gateway log filters (the reset rules)', () => {
  it('choosing an integration goes to the first page and clears the search and the operation', () => {
    expect(applyLogChange(filtered, { integration: 'ActiveDirectory' })).toEqual({
      page: 1,
      integration: 'ActiveDirectory',
      operation: '',
      q: '',
      exchange: null,
    });
  });

  it('choosing an operation goes to the first page and clears the search, keeping the integration', () => {
    expect(applyLogChange(filtered, { operation: 'customers' })).toEqual({
      page: 1,
      integration: 'BusinessCentral',
      operation: 'customers',
      q: '',
      exchange: null,
    });
  });

  it('a search goes to the first page and clears integration and operation', () => {
    expect(applyLogChange(filtered, { q: ' corr-1 ' })).toEqual({
      page: 1,
      integration: '',
      operation: '',
      q: 'corr-1',
      exchange: null,
    });
  });

  it('a page keeps the filters, closes the expanded row, and is at least 1', () => {
    expect(applyLogChange(filtered, { page: 5 })).toEqual({ ...filtered, page: 5, exchange: null });
    expect(applyLogChange(filtered, { page: 0 }).page).toBe(1);
    expect(applyLogChange(filtered, { page: -3 }).page).toBe(1);
  });

  it('expanding a row keeps everything else; one row at a time', () => {
    expect(applyLogChange(filtered, { exchange: 9 })).toEqual({ ...filtered, exchange: 9 });
    expect(applyLogChange(filtered, { exchange: null }).exchange).toBeNull();
  });

  it('page input: minimum 1, below zero or no number is the first page', () => {
    expect(pageFromInput(3)).toBe(3);
    expect(pageFromInput('12')).toBe(12);
    expect(pageFromInput(0)).toBe(1);
    expect(pageFromInput(-5)).toBe(1);
    expect(pageFromInput('')).toBe(1);
    expect(pageFromInput(2.7)).toBe(2);
  });

  it('a search of 1 or 2 characters is refused with the spec message; none or 3 and more pass', () => {
    expect(searchProblem('a')).toBe('Please enter more than 2 characters.');
    expect(searchProblem(' ab ')).toBe('Please enter more than 2 characters.');
    expect(searchProblem('')).toBeNull();
    expect(searchProblem('   ')).toBeNull();
    expect(searchProblem('abc')).toBeNull();
  });

  it('round-trips through the URL, leaving defaults out and other params alone', () => {
    const params = writeLogFilters(new URLSearchParams('tab=x&page=9'), filtered);
    expect(params.toString()).toBe('tab=x&page=4&integration=BusinessCentral&operation=items&q=abc&exchange=7');
    expect(parseLogFilters(params)).toEqual(filtered);
    const cleared = writeLogFilters(params, { page: 1, integration: '', operation: '', q: '', exchange: null });
    expect(cleared.toString()).toBe('tab=x');
  });

  it('reads a bad URL as the first page, and an operation without an integration as none', () => {
    expect(parseLogFilters(new URLSearchParams('page=-2&operation=items&exchange=x'))).toEqual({
      page: 1,
      integration: '',
      operation: '',
      q: '',
      exchange: null,
    });
  });

  it('sends the filters under the log API names', () => {
    expect(toLogParams(filtered)).toEqual({
      page: 4,
      integrationName: 'BusinessCentral',
      operationName: 'items',
      searchTerm: 'abc',
    });
  });
});

describe('gateway log rows', () => {
  it.each([
    [200, 'green'],
    [204, 'green'],
    [299, 'green'],
    [400, 'red'],
    [404, 'red'],
    [502, 'red'],
    [100, 'blue'],
    [302, 'blue'],
    [null, 'blue'],
  ] as const)('colours status %s %s', (status, colour) => {
    expect(toneColour(exchangeStatusTone(status))).toBe(colour);
  });

  it('shows N/A for a missing status code', () => {
    expect(statusCodeLabel(null)).toBe('N/A');
    expect(statusCodeLabel(201)).toBe('201');
  });
});

describe('exchange bodies', () => {
  const value = { value: [{ id: 1, name: 'Bike' }] };

  it('pretty-prints JSON text', () => {
    expect(prettyExchangeText(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2));
  });

  it('decodes a body encoded twice (and three times)', () => {
    const twice = JSON.stringify(JSON.stringify(value));
    expect(prettyExchangeText(twice)).toBe(JSON.stringify(value, null, 2));
    expect(prettyExchangeText(JSON.stringify(twice))).toBe(JSON.stringify(value, null, 2));
  });

  it("decodes the JSON documents held in a logged message's strings, not other strings", () => {
    const logged = JSON.stringify({ status: 200, body: JSON.stringify(value), note: 'plain {text' });
    expect(JSON.parse(prettyExchangeText(logged))).toEqual({ status: 200, body: value, note: 'plain {text' });
  });

  it('leaves text that is no JSON document as it is', () => {
    expect(prettyExchangeText('<item id="1"/>')).toBe('<item id="1"/>');
    expect(prettyExchangeText('{broken')).toBe('{broken');
    expect(prettyExchangeText('42')).toBe('42');
    expect(prettyExchangeText('')).toBe('');
    // A JSON string whose content is no JSON document is that content.
    expect(prettyExchangeText('"plain [text"')).toBe('plain [text');
  });
});
