/** A product picture is read for at most this long, its body included: a host that never answers must not hold the request. */
const READ_TIMEOUT_MS = 5_000;
/** The most a product picture may weigh: the admin's uploads are resized far below it. */
const MAX_BYTES = 10 * 1024 * 1024;

interface ReadLimits {
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * The picture's bytes, or null when it cannot be read within the limits: an error status, a
 * redirect (it could lead anywhere), a body over the size cap (counted as it arrives, whatever
 * Content-Length claims) or a read past the timeout.
 */
export async function readProductImage(source: URL, { timeoutMs = READ_TIMEOUT_MS, maxBytes = MAX_BYTES }: ReadLimits = {}): Promise<Uint8Array | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(source, { redirect: 'error', signal });
    if (!response.ok || !response.body) return null;
    if (Number(response.headers.get('Content-Length') ?? 0) > maxBytes) {
      await response.body.cancel();
      return null;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(chunk.value);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
