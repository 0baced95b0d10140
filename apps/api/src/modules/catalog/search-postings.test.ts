import { describe, expect, it } from 'vitest';
import { PlacedWords, Postings, Slices } from './search-postings.ts';

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

  it('decodes what it encoded: places far apart (several bytes a distance) and near, built and changed', () => {
    const places = [0, 1, 2, 127, 128, 129, 16_511, 16_512, 2_113_663, 2_113_664, 300_000_000, 2 ** 31 - 2];
    const built = new Postings();
    const term = built.addTerm();
    for (const place of places) built.add(term, place);
    expect(listed(built, term)).toEqual(places);
    const changed = Postings.fromState(built.state());
    changed.remove(term, 16_512);
    changed.add(term, 64);
    const expected = [...places.filter((place) => place !== 16_512), 64].sort((a, b) => a - b);
    expect(listed(changed, term)).toEqual(expected);
    for (const place of expected) expect(changed.has(term, place), String(place)).toBe(true);
    for (const place of [3, 126, 16_512, 2 ** 31 - 1])
      expect(changed.has(term, place), String(place)).toBe(false);
  });

  it('finds every place of a long list through its noted places, and none between them', () => {
    const postings = new Postings();
    const term = postings.addTerm();
    const places = Array.from({ length: 1_000 }, (_, i) => i * 3 + (i % 7));
    for (const place of places) postings.add(term, place);
    const held = new Set(places);
    for (let place = 0; place <= places.at(-1)! + 1; place++) {
      expect(postings.has(term, place), String(place)).toBe(held.has(place));
    }
    // A change rewrites the list and its noted places: still found after places moved in and out.
    for (const place of places.slice(0, 200)) postings.remove(term, place);
    postings.add(term, 1);
    expect(postings.has(term, 1)).toBe(true);
    expect(postings.has(term, places[100]!)).toBe(false);
    expect(postings.has(term, places[500]!)).toBe(true);
    expect(postings.count(term)).toBe(801);
  });

  it('hands over a state that another store takes as it is, and answers the same', () => {
    const build = () => {
      const postings = new Postings();
      for (let term = 0; term < 20; term++) postings.addTerm();
      for (let place = 0; place < 5_000; place++) {
        for (let term = 0; term < 20; term++)
          if ((place + term) % (term + 1) === 0) postings.add(term, place);
      }
      return postings;
    };
    // The state's arrays are the built store's own: the one handed over is not used afterwards.
    const kept = build();
    const taken = Postings.fromState(build().state());
    for (let term = 0; term < 20; term++) expect(listed(taken, term)).toEqual(listed(kept, term));
    taken.add(3, 5_001);
    kept.add(3, 5_001);
    expect(taken.state()).toEqual(kept.state());
  });

  it('grows for any number of words', () => {
    const postings = new Postings();
    const terms = Array.from({ length: 200 }, () => postings.addTerm());
    for (const term of terms) postings.add(term, term * 2);
    expect(postings.termCount).toBe(200);
    expect(listed(postings, 199)).toEqual([398]);
  });
});

describe('Slices', () => {
  it('keeps each key’s numbers, writes a changed one at the end and drops the gaps once they outgrow the rest', () => {
    const slices = new Slices(new Int32Array(4));
    slices.set(0, [1, 2]);
    slices.set(2, [3]);
    expect(Array.from(slices.of(0))).toEqual([1, 2]);
    expect(Array.from(slices.of(1))).toEqual([]);
    expect(Array.from(slices.of(2))).toEqual([3]);
    for (let change = 0; change < 3_000; change++) slices.set(0, [change, change + 1]);
    expect(slices.size).toBeLessThan(2 * 3_000);
    expect(Array.from(slices.of(0))).toEqual([2_999, 3_000]);
    expect(Array.from(slices.of(2))).toEqual([3]);
    slices.compact();
    expect(slices.size).toBe(3);
    expect(slices.data.length).toBe(16);
  });

  it('lays slices of given lengths out in one array of exactly their sum', () => {
    const slices = Slices.laidOut(new Uint8Array(0), Int32Array.from([2, 0, 3]));
    expect(slices.data.length).toBe(5);
    expect([slices.start(0), slices.start(1), slices.start(2)]).toEqual([0, 2, 2]);
    slices.data.set([7, 8, 9], slices.start(2));
    expect(Array.from(slices.of(2))).toEqual([7, 8, 9]);
  });

  it('grows by an eighth of what it keeps when a built store changes, not to twice its size', () => {
    const slices = Slices.laidOut(new Int32Array(0), Int32Array.from([1_000, 1_000]));
    slices.data.fill(7);
    slices.set(0, new Array(1_000).fill(1));
    expect(slices.data.length).toBeLessThanOrEqual(2_250);
    expect(slices.of(0).every((value) => value === 1)).toBe(true);
    expect(slices.of(1).every((value) => value === 7)).toBe(true);
  });
});

describe('PlacedWords', () => {
  it('holds words in 16 bits until one needs more, then every word in 32', () => {
    const placed = new PlacedWords();
    placed.set(0, [1, 65_535]);
    expect(placed.state().data).toBeInstanceOf(Uint16Array);
    placed.set(1, [65_536, 2]);
    expect(placed.state().data).toBeInstanceOf(Int32Array);
    expect(Array.from(placed.of(0))).toEqual([1, 65_535]);
    expect(Array.from(placed.of(1))).toEqual([65_536, 2]);
  });

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
