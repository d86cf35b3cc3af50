import { agentApiPrefix } from '@store-console/contract';

export type Answer<T> = { status: number; body: T };

/** One call to a running agent, as the server's client makes it. */
export async function call<T = Record<string, unknown>>(
  url: string,
  key: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${agentApiPrefix}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
