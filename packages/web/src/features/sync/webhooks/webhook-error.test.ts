import { errorCodes } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { webhookErrorText } from './webhook-error.ts';

describe('webhook errors', () => {
  it('shows the reply’s code with its message', () => {
    const error = new ApiError({
      status: 400,
      code: errorCodes.notBusinessCentral,
      message: 'Webhooks are available only for Business Central stores',
    });
    expect(webhookErrorText(error)).toEqual({
      code: '4002-not-business-central',
      message: 'Webhooks are available only for Business Central stores',
    });
  });

  it('has no code for a failure without a reply', () => {
    expect(webhookErrorText(new Error('offline'))).toEqual({ code: null, message: 'offline' });
  });
});
