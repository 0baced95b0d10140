import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptBytes } from './kept-bytes.ts';

describe('keptBytes', () => {
  it('holds text as UTF-8 in memory of exactly its size', () => {
    const page = JSON.stringify({ name: 'Eau de parfum · عطر · 香水', filler: 'x'.repeat(18_000) });
    const kept = keptBytes(page);
    expect(kept.toString()).toBe(page);
    expect(kept.buffer.byteLength).toBe(Buffer.byteLength(page));
  });

  it('copies a slice out of the larger buffer it came in', () => {
    const compressed = gzipSync('x'.repeat(20_000));
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.length);
    const kept = keptBytes(compressed);
    expect(kept.equals(compressed)).toBe(true);
    expect(kept.buffer.byteLength).toBe(compressed.length);
  });
});
