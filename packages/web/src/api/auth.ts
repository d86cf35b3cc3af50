import type { TokenResponse, tokenResponseSchema } from '@store-console/contract';
import type { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';

/** The password grant; an operator with a second factor also sends the identity provider's proof. */
export function requestPasswordToken(username: string, password: string, ipAccessToken: string) {
  return apiJson<typeof tokenResponseSchema>('/token', {
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
  // The route's schema: tokenResponseSchema extended with the store's id.
  return apiJson<z.ZodType<TokenResponse & { storeId: number }>>('/tickets/exchange', {
    method: 'POST',
    tokenEndpoint: true,
    json: { ticket },
  });
}
