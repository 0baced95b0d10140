import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside every text file worth compressing, with the same content', async () => {
    const script = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};`;
    const page = `<!doctype html><title>shop</title>${'<p>duty free</p>'.repeat(100)}`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), page);

    expect(await precompressDirectory(dir)).toBe(2);

    const brFile = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    expect(brFile.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(brFile).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
  });

  it('leaves tiny files and pictures alone', async () => {
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dir, 'assets', 'photo.jpg'), Buffer.alloc(5000, 1));

    expect(await precompressDirectory(dir)).toBe(0);

    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo.jpg.br'))).toBe(false);
  });
});
