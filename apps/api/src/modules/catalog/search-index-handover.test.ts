import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typedArraysIn, typedArraysOut } from './search-index-handover.ts';

describe('the index handed over between processes', () => {
  const folder = mkdtempSync(join(tmpdir(), 'handover-test-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('comes back whole: every typed array at any depth in one of its own size, the rest as it was', () => {
    const state = {
      count: 3,
      ids: Int32Array.from([1, -2, 2 ** 31 - 1]),
      prices: Float64Array.from([0.5, 1e15]),
      nested: { bytes: Uint8Array.from([0, 255]), words: Uint16Array.from([65_535]) },
      names: ['glen aldric', 'عطر'],
      cut: new Map([['Whisky', [1, 2]]]),
    };
    // A view into a larger buffer is handed over as the view alone.
    const view = new Int32Array(new ArrayBuffer(64), 8, 3);
    view.set([7, 8, 9]);
    const file = join(folder, 'index');
    const fd = openSync(file, 'w');
    const message = typedArraysOut({ ...state, view }, (bytes) => writeSync(fd, bytes));
    closeSync(fd);
    const reading = openSync(file, 'r');
    const taken = typedArraysIn<typeof state & { view: Int32Array }>(structuredClone(message), reading);
    closeSync(reading);
    expect(taken).toEqual({ ...state, view: Int32Array.from([7, 8, 9]) });
    expect(taken.view.buffer.byteLength).toBe(12);
  });
});
