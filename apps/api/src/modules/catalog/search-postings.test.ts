import { describe, expect, it } from 'vitest';
import { PlacedWords, Postings } from './search-postings.ts';

describe('Postings', () => {
  const listed = (postings: Postings, term: number) => Array.from(postings.of(term));

  it('keeps each word’s places ascending and once, whatever order they are added in', () => {
    const postings = new Postings();
    const whisky = postings.addTerm();
    const gin = postings.addTerm();
    for (const place of [0, 1, 5, 9]) postings.add(whisky, place);
    postings.add(whisky, 3);
    postings.add(whisky, 5);
    postings.add(gin, 2);
    expect(listed(postings, whisky)).toEqual([0, 1, 3, 5, 9]);
    expect(listed(postings, gin)).toEqual([2]);
    expect(postings.count(whisky)).toBe(5);
    expect(postings.has(whisky, 3)).toBe(true);
    expect(postings.has(whisky, 4)).toBe(false);
  });

  it('gives the lists of a build (places in order, logged) as adding them one by one does', () => {
    const built = new Postings();
    const terms = Array.from({ length: 50 }, () => built.addTerm());
    const expected = terms.map(() => [] as number[]);
    for (let place = 0; place < 3_000; place++) {
      for (const term of terms) {
        if ((place * 7 + term * 13) % (term + 2) !== 0) continue;
        built.add(term, place);
        built.add(term, place);
        expected[term]!.push(place);
      }
    }
    const late = built.addTerm();
    built.add(late, 2_999);
    built.trim();
    expect(terms.map((term) => listed(built, term))).toEqual(expected);
    expect(listed(built, late)).toEqual([2_999]);
    const state = built.state();
    const counts = Array.from(state.counts.subarray(0, state.termCount));
    expect(counts.reduce((sum, count) => sum + count)).toBe(expected.flat().length + 1);
    // Written once at its final size: no spare room, no gaps.
    expect(state.bytes.data.length).toBe(state.bytes.used);
    built.add(terms[0]!, 1);
    expect(built.has(terms[0]!, 1)).toBe(true);
    expect(listed(built, terms[1]!)).toEqual(expected[1]);
  });

  it('takes a place out and leaves the others, also once trimmed', () => {
    const postings = new Postings();
    const term = postings.addTerm();
    for (let place = 0; place < 100; place++) postings.add(term, place);
    postings.trim();
    postings.remove(term, 50);
    postings.remove(term, 500);
    expect(postings.count(term)).toBe(99);
    expect(postings.has(term, 50)).toBe(false);
    postings.add(term, 50);
    postings.add(term, 100);
    expect(listed(postings, term)).toEqual(Array.from({ length: 101 }, (_, place) => place));
  });

  it('keeps every list whole when one that shares the built buffer grows out of it', () => {
    const postings = new Postings();
    const [large, small] = [postings.addTerm(), postings.addTerm()];
    for (let place = 0; place < 2_000; place++) postings.add(large, place);
    postings.add(small, 7);
    postings.trim();
    postings.add(large, 5_000);
    postings.add(small, 9);
    expect(postings.count(large)).toBe(2_001);
    expect(postings.of(large)[1_999]).toBe(1_999);
    expect(Array.from(postings.of(small))).toEqual([7, 9]);
  });

  it('grows for any number of words', () => {
    const postings = new Postings();
    const terms = Array.from({ length: 200 }, () => postings.addTerm());
    for (const term of terms) postings.add(term, term * 2);
    expect(postings.termCount).toBe(200);
    expect(listed(postings, 199)).toEqual([398]);
  });
});

describe('PlacedWords', () => {
  it('answers each item’s words, a changed item’s new ones only', () => {
    const placed = new PlacedWords();
    placed.set(0, [1, 2, 3]);
    placed.set(1, [4]);
    placed.set(0, [5, 6]);
    placed.set(3, [7]);
    expect(Array.from(placed.of(0))).toEqual([5, 6]);
    expect(Array.from(placed.of(1))).toEqual([4]);
    expect(Array.from(placed.of(2))).toEqual([]);
    expect(Array.from(placed.of(3))).toEqual([7]);
    expect(Array.from(placed.of(5_000))).toEqual([]);
  });

  it('drops the gaps changes leave when they outgrow the words kept', () => {
    const placed = new PlacedWords();
    placed.set(0, [1]);
    placed.set(1, [2, 3]);
    for (let change = 0; change < 2_000; change++) placed.set(0, [change, change + 1]);
    expect(placed.size).toBeLessThan(2 * 2_000);
    expect(Array.from(placed.of(0))).toEqual([1_999, 2_000]);
    expect(Array.from(placed.of(1))).toEqual([2, 3]);
    placed.compact();
    expect(placed.size).toBe(4);
    expect(Array.from(placed.of(1))).toEqual([2, 3]);
  });
});
