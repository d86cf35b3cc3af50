import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { placeholderFiller } from './placeholders.ts';

function refusal(fill: () => string): AppError | undefined {
  try {
    fill();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error : undefined;
  }
}

describe('path placeholders', () => {
  it("keeps a caller's value inside its segment, however it is encoded", () => {
    for (const value of ['..', '.', '%2e%2e', '%2E.', '%252e%252e', 'a/b', 'a%2Fb', 'a\\b', '%5c', '%2e%2e%zz']) {
      const error = refusal(() => placeholderFiller({}, { area: value }).path('base/{area}/end'));
      if (value === '%2e%2e%zz') {
        expect(error, value).toBeUndefined();
        continue;
      }
      expect(error?.status, value).toBe(400);
      expect(error?.message, value).toMatch(/^The value of "area" cannot be used in the path: /);
      expect(error?.details, value).toEqual([{ path: 'area', message: expect.any(String) }]);
    }
    expect(placeholderFiller({}, { area: "it's 100%" }).path('base/{area}/end')).toBe("base/it's%20100%25/end");
    expect(placeholderFiller({}, { area: 'a..b' }).path('{area}')).toBe('a..b');
  });

  it("lets an operator's setting hold a base path, never a dot segment", () => {
    expect(placeholderFiller({ base: 'api/v2.0' }).path('{base}/items')).toBe('api/v2.0/items');
    for (const base of ['api/../admin', '..', 'api/%2e%2e/admin', 'api\\..\\admin']) {
      expect(refusal(() => placeholderFiller({ base }).path('{base}/items'))?.status, base).toBe(400);
    }
    // Headers and parameters are not paths: their text is sent as it is.
    expect(placeholderFiller({ base: '..' }).text('{base}')).toBe('..');
  });
});
