import { expect, inject } from 'vitest';

/** The backend's REST API with the service key: what the pages show is checked against the data itself, past RLS. */
export function serviceRest(path: string, init: RequestInit = {}): Promise<Response> {
  const stack = inject('stack');
  return fetch(`${stack.backendUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, ...init.headers },
  });
}

/** The rows of a read that must succeed. */
export async function rows<T>(path: string): Promise<T[]> {
  const response = await serviceRest(path);
  expect(response.status).toBe(200);
  return response.json();
}

/** The rows of a read with the exact count of every row that matches (a page of them may be all `rows` holds). */
export async function rowsWithTotal<T>(path: string): Promise<{ rows: T; total: number | null }> {
  const response = await serviceRest(path, { headers: { Prefer: 'count=exact' } });
  expect(response.status).toBeLessThan(300);
  const range = response.headers.get('content-range');
  return { rows: (await response.json()) as T, total: range ? Number(range.split('/')[1]) : null };
}
