import { describe, expect, it } from 'vitest';
import {
  businessCentralNotificationSchema,
  webhookCreateQuerySchema,
  webhookDeleteQuerySchema,
  webhookListQuerySchema,
  webhookNeedsRenewal,
  webhookTexts,
  webhookTypesFor,
} from './sync-webhooks.ts';

describe('webhooks', () => {
  it('offers Business Central’s types only to Business Central', () => {
    expect(webhookTypesFor('MS_Dynamics_BC')).toEqual(['items', 'customers', 'itemCategories', 'salesOrders']);
    expect(webhookTypesFor('Sage_X3')).toEqual([]);
  });

  it('reads the spec’s query strings', () => {
    expect(webhookListQuerySchema.parse({ erpType: 'MS_Dynamics_BC', storeId: '12' })).toEqual({
      erpType: 'MS_Dynamics_BC',
      storeId: 12,
    });
    expect(webhookListQuerySchema.safeParse({ erpType: 'Oracle', storeId: '12' }).error?.issues[0]?.message).toBe(
      'Unknown ERP type',
    );
    expect(
      webhookCreateQuerySchema.safeParse({ erpType: 'MS_Dynamics_BC', storeId: '12', webhookType: 'vendors' }).success,
    ).toBe(false);
    expect(
      webhookDeleteQuerySchema.safeParse({ erpType: 'MS_Dynamics_BC', storeId: '12', subscriptionId: 'a/../b' })
        .success,
    ).toBe(false);
  });

  it('renews a subscription with a day or less left', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(webhookNeedsRenewal({ expirationDateTime: '2026-11-25T12:00:00Z' }, now)).toBe(false);
    expect(webhookNeedsRenewal({ expirationDateTime: '2026-11-24T12:00:00Z' }, now)).toBe(true);
    expect(webhookNeedsRenewal({ expirationDateTime: 'soon' }, now)).toBe(true);
  });

  it('reads Business Central’s notification body', () => {
    const body = {
      value: [
        {
          subscriptionId: 'webhookItemsId',
          clientState: 'state',
          expirationDateTime: '2026-11-26T07:52:31Z',
          resource:
            'api/v2.0/companies(b18aed47-c385-49d2-b954-dbdf8ad71780)/items(26814998-936a-401c-81c1-0e848a64971d)',
          changeType: 'updated',
          lastModifiedDateTime: '2026-11-23T12:54:20.467Z',
        },
      ],
    };
    expect(businessCentralNotificationSchema.parse(body)).toEqual(body);
    expect(webhookTexts.columns).toEqual(['Webhook ID', 'Webhook Type', 'Expiry Date', 'Action']);
    expect(webhookTexts.loading).toBe('Loading...');
  });
});
