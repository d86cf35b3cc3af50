import { errorResponseSchema, storageKeys, type storeSchema } from '@store-console/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clientErrorCodes } from './api-error.ts';
import { apiJson, isErrorResponse } from './client.ts';
import { readSelectedUser, storedUserIsSuperAdmin } from './session-store.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, String(value)),
  };
}

/** The next fetch answers with this status, body and content type. */
function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the error shape, checked by hand', () => {
  it('accepts exactly what the contract schema accepts', () => {
    const samples: unknown[] = [
      { status: 400, code: '4000-validation', message: 'Invalid', details: [{ path: 'name', message: 'Required' }] },
      { status: 404, code: '4041-not-found', message: 'Not found', reason: 'store 3' },
      { status: 500, code: '5001-internal', message: 'Internal error' },
      { status: '500', code: '5001-internal', message: 'Internal error' },
      { status: 400, code: '4000-validation', message: 'Invalid', details: [{ path: 'name' }] },
      { status: 400, code: '4000-validation', message: 'Invalid', details: 'name' },
      { status: 400, code: '4000-validation', message: 'Invalid', reason: 3 },
      { status: 400, message: 'Invalid' },
      '<html>Bad gateway</html>',
      null,
      undefined,
      [],
    ];
    for (const sample of samples) {
      expect([sample, isErrorResponse(sample)]).toEqual([sample, errorResponseSchema.safeParse(sample).success]);
    }
  });
});

describe('apiJson', () => {
  it('gives the reply as the server sent it', async () => {
    const store = { id: 3, name: 'Shop', domains: [{ domain: 'shop.example', isPrimary: true }] };
    answer(200, JSON.stringify(store));
    await expect(apiJson<typeof storeSchema>('/stores/3')).resolves.toEqual(store);
  });

  it("rejects with the server's error, its field errors included", async () => {
    answer(
      400,
      JSON.stringify({
        status: 400,
        code: '4000-validation',
        message: 'Invalid request',
        details: [{ path: 'name', message: 'Required' }],
      }),
    );
    const error = await failure(apiJson('/stores'));
    expect(error).toMatchObject({ status: 400, code: '4000-validation', message: 'Invalid request' });
    expect(error.details).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('rejects a failure without the error shape with its status and text', async () => {
    answer(502, 'Bad gateway', 'text/plain');
    const error = await failure(apiJson('/stores'));
    expect(error).toMatchObject({ status: 502, code: '502', message: 'Bad gateway' });
  });

  it('keeps the code and message of a failure that has them without the rest of the shape', async () => {
    answer(409, JSON.stringify({ code: 'SUBSCRIPTION_LIMIT', message: 'Too many subscriptions' }));
    expect(await failure(apiJson('/sync/subscriptions'))).toMatchObject({
      status: 409,
      code: 'SUBSCRIPTION_LIMIT',
      message: 'Too many subscriptions',
    });
    answer(500, JSON.stringify({ code: 'BC_UNAVAILABLE' }));
    expect(await failure(apiJson('/sync/subscriptions'))).toMatchObject({
      status: 500,
      code: 'BC_UNAVAILABLE',
      message: 'Request failed with status 500',
    });
  });

  it("never shows a proxy's error page as the message", async () => {
    answer(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    expect(await failure(apiJson('/sync/3/reconciliation'))).toMatchObject({
      status: 502,
      code: '502',
      message: 'Request failed with status 502',
    });
  });

  it('rejects a success that is not JSON (a proxy page) as an unexpected response', async () => {
    answer(200, '<!doctype html><title>Sign in to the proxy</title>', 'text/html');
    const error = await failure(apiJson('/stores'));
    expect(error).toMatchObject({
      status: 200,
      code: clientErrorCodes.badResponse,
      message: 'The server sent an unexpected response',
    });
  });
});

describe('the stored operator', () => {
  it('reads back who signed in', () => {
    const operator = { id: 7, username: 'ada@example.com', role: 'PARTNER', firstName: 'Ada' };
    localStorage.setItem(storageKeys.selectedUser, JSON.stringify(operator));
    expect(readSelectedUser()).toEqual({ id: 7, username: 'ada@example.com' });
  });

  it('tells a stored super admin, as a hint, and nobody else', () => {
    localStorage.setItem(storageKeys.selectedUser, JSON.stringify({ id: 7, username: 'ada', role: 'SUPER_ADMIN' }));
    expect(storedUserIsSuperAdmin()).toBe(true);
    for (const stored of [
      '{"id":7,"username":"ada","role":"PARTNER"}',
      '{"id":7,"username":"ada"}',
      '{"role":"SUPER_ADMIN"}',
      'not json',
    ]) {
      localStorage.setItem(storageKeys.selectedUser, stored);
      expect([stored, storedUserIsSuperAdmin()]).toEqual([stored, false]);
    }
  });

  it('reads anything else as nobody', () => {
    for (const stored of ['{"id":"7","username":"ada"}', '{"id":7}', '[]', 'not json', '{"id":0,"username":"ada"}']) {
      localStorage.setItem(storageKeys.selectedUser, stored);
      expect([stored, readSelectedUser()]).toEqual([stored, null]);
    }
  });
});
