import { describe, expect, it } from 'vitest';
import { duplicateNameText, nameValueRowsSchema, rowsToSettings, settingsToRows } from './name-value-rows.ts';

describe('settings as name/value rows', () => {
  it('turns a map into rows and back', () => {
    const settings = { company: 'CRONUS', tenant: 'a-b-c' };
    expect(settingsToRows(settings)).toEqual([
      { name: 'company', value: 'CRONUS' },
      { name: 'tenant', value: 'a-b-c' },
    ]);
    expect(rowsToSettings(settingsToRows(settings))).toEqual(settings);
    expect(rowsToSettings([{ name: ' company ', value: ' x ' }])).toEqual({ company: ' x ' });
  });

  it('requires names and values and refuses a name used twice', () => {
    const result = nameValueRowsSchema.safeParse([
      { name: 'company', value: 'A' },
      { name: '', value: '' },
      { name: 'company ', value: 'B' },
    ]);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['1.name', 'Field is required'],
      ['1.value', 'Field is required'],
      ['2.name', duplicateNameText],
    ]);
  });
});
