import http from 'node:http';
import { form, passwords } from './helpers.ts';

/**
 * A sign-in whose headers the server has (it answered 100 Continue) and whose body is held back
 * until `send` is called: a request in flight, for as long as the test wants.
 */
export async function heldSignIn(port: number) {
  const { payload } = form({ grant_type: 'password', username: 'admin@example.com', password: passwords.admin });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/token',
    agent: false,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: { access_token?: string } }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
  });
  await new Promise<void>((resolve) => request.once('continue', resolve));
  return { answer, send: () => request.end(payload) };
}
