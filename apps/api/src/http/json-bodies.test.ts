import { describe, expect, it } from 'vitest';
import { bodyShapeProblem, MAX_BODY_DEPTH, MAX_BODY_LIST } from './json-bodies.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const list = (entries: number) => JSON.stringify({ ids: new Array(entries).fill(7) });

describe('bodyShapeProblem', () => {
  it('lets through bodies as deep and as long as the calls take', () => {
    expect(bodyShapeProblem(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(bodyShapeProblem(list(MAX_BODY_LIST))).toBeNull();
    expect(bodyShapeProblem('{"a":[1,2,{"b":[3]}],"c":"d"}')).toBeNull();
  });

  it('refuses a body nested deeper, or a list longer, before it is parsed', () => {
    expect(bodyShapeProblem(nested(MAX_BODY_DEPTH + 1))).toBe('tooDeep');
    expect(bodyShapeProblem(`{"a":${nested(10_000)}}`)).toBe('tooDeep');
    expect(bodyShapeProblem(list(MAX_BODY_LIST + 1))).toBe('listTooLong');
    expect(bodyShapeProblem(`[[${new Array(MAX_BODY_LIST + 1).fill(1).join(',')}]]`)).toBe('listTooLong');
  });

  it('counts no bracket or comma inside a string, escaped quotes included', () => {
    expect(bodyShapeProblem(JSON.stringify({ text: '['.repeat(MAX_BODY_DEPTH + 5) }))).toBeNull();
    expect(bodyShapeProblem(JSON.stringify({ text: ','.repeat(MAX_BODY_LIST + 5) }))).toBeNull();
    expect(bodyShapeProblem(JSON.stringify({ text: `"\\${'['.repeat(MAX_BODY_DEPTH + 5)}` }))).toBeNull();
  });

  it('counts the entries of each list apart from the fields of the objects in it', () => {
    const objects = JSON.stringify(new Array(MAX_BODY_LIST).fill({ itemId: 1, quantity: 2, note: 'a' }));
    expect(bodyShapeProblem(objects)).toBeNull();
  });
});
