/** A fetch that counts requests and response bytes, so a scenario reports what it cost on the wire. */
export interface Meter {
  fetch: typeof fetch;
  reset(): void;
  read(): { requests: number; bytes: number };
}

export function createMeter(): Meter {
  let requests = 0;
  let bytes = 0;
  const metered: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    requests += 1;
    bytes += body.byteLength;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return {
    fetch: metered,
    reset() {
      requests = 0;
      bytes = 0;
    },
    read: () => ({ requests, bytes }),
  };
}
