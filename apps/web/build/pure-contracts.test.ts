import { describe, expect, it } from 'vitest';
import { markTopLevelCallsPure } from './pure-contracts.ts';

describe('markTopLevelCallsPure', () => {
  it('marks every call a top-level constant makes, nested ones included', () => {
    const code =
      'const item = z.object({ tags: z.array(z.string()) }).strict();\nexport const list = z.array(item);';
    const marked = markTopLevelCallsPure(code);
    expect(marked.match(/\/\* @__PURE__ \*\//g)).toHaveLength(5);
    expect(marked).toContain('export const list = /* @__PURE__ */ z.array(item);');
  });

  it('leaves function bodies and other statements alone: they keep their effects', () => {
    const code = [
      'export const upper = (text) => text.toUpperCase();',
      'const codes = new Map();',
      'for (const [code, message] of entries) codes.set(message, code);',
      'register(codes);',
    ].join('\n');
    const marked = markTopLevelCallsPure(code);
    expect(marked).toContain('const codes = /* @__PURE__ */ new Map();');
    expect(marked).toContain('text.toUpperCase();');
    expect(marked).not.toContain('/* @__PURE__ */ text');
    expect(marked).toContain('\ncodes.set(message, code);'.slice(1));
    expect(marked).toContain('\nregister(codes);');
  });
});
