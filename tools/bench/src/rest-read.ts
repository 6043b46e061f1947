/** Rows of a PostgREST read as a visitor (the anon key) sees them; an error answer throws with its body. */
export async function readRows<T>(backendUrl: string, anonKey: string, query: string): Promise<T[]> {
  const response = await fetch(`${backendUrl}/rest/v1/${query}`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${query} answered ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T[];
}
