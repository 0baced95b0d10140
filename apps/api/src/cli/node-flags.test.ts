import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from './node-flags.ts';

describe('API_NODE_FLAGS', () => {
  it('are what `npm start` starts the API process with', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../../package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toContain(`node ${API_NODE_FLAGS.join(' ')} apps/api/src/cli/start.ts`);
  });
});
