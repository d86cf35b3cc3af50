import { describe, expect, it } from 'vitest';
import { pickDataCentreId } from './pick-data-centre.ts';

describe('pickDataCentreId', () => {
  it('keeps the stored choice while it exists', () => {
    expect(pickDataCentreId([1, 2, 3], 2, 3)).toBe(2);
  });

  it("falls back to the operator's data centre, then the first", () => {
    expect(pickDataCentreId([1, 2, 3], 9, 3)).toBe(3);
    expect(pickDataCentreId([1, 2, 3], null, 9)).toBe(1);
    expect(pickDataCentreId([4], null, null)).toBe(4);
  });

  it('gives null for an empty list', () => {
    expect(pickDataCentreId([], 1, 1)).toBeNull();
  });
});
