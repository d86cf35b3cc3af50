import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { statusErrorText } from './status-error-text.ts';

describe('status polling errors', () => {
  it('keeps the failure’s message', () => {
    expect(
      statusErrorText(new ApiError({ status: 0, code: 'ENETWORK', message: 'The server cannot be reached' })),
    ).toBe('The server cannot be reached');
  });

  it('says UNKNOWN ERROR when there is none', () => {
    expect(statusErrorText(new Error(''))).toBe('UNKNOWN ERROR');
    expect(statusErrorText('boom')).toBe('UNKNOWN ERROR');
  });
});
