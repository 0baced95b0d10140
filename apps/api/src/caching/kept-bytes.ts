/**
 * Bytes in a buffer of their own, for bodies kept for many requests. Node 24 hands out buffers below 32 KB
 * as slices of shared 64 KB slabs (`Buffer.poolSize`), and zlib's one-shot functions return slices of their
 * 64 KB output buffer: a kept 18 KB page or 3 KB compressed copy would hold a whole 64 KB slab alive. With a
 * cache of 1,000 answers and their compressed copies that came to some 100 MB of a process's peak under load
 * (docs/performance.md).
 */
export function keptBytes(data: string | Uint8Array): Buffer {
  const length = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  const kept = Buffer.allocUnsafeSlow(length);
  if (typeof data === 'string') kept.write(data);
  else kept.set(data);
  return kept;
}
