import { tokenResponseSchema } from '@store-console/contract';
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
