import { tokenResponseSchema } from '@store-console/contract';
import { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';

/** The password grant; an operator with a second factor also sends the identity provider's proof. */
export function requestPasswordToken(username: string, password: string, ipAccessToken: string) {
  return apiJson('/token', tokenResponseSchema, {
    method: 'POST',
    tokenEndpoint: true,
    form: { grant_type: 'password', username, password, ipAccessToken },
  });
}

export function revokeRefreshToken(token: string): Promise<void> {
  return apiVoid('/oauth2/revoke', { method: 'POST', tokenEndpoint: true, clientAuth: true, form: { token } });
}

/** Spends a hand-over ticket (a link the console opened in a new tab) for a token pair of that tab. */
export function exchangeHandoverTicket(ticket: string) {
  return apiJson('/tickets/exchange', tokenResponseSchema.extend({ storeId: z.number().int() }), {
    method: 'POST',
    tokenEndpoint: true,
    json: { ticket },
  });
}
