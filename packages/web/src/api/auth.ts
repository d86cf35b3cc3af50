import { tokenResponseSchema } from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';

export function requestPasswordToken(username: string, password: string) {
  return apiJson('/token', tokenResponseSchema, {
    method: 'POST',
    tokenEndpoint: true,
    form: { grant_type: 'password', username, password },
  });
}

export function revokeRefreshToken(token: string): Promise<void> {
  return apiVoid('/oauth2/revoke', { method: 'POST', tokenEndpoint: true, clientAuth: true, form: { token } });
}
