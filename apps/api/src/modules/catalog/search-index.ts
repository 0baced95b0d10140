import {
  PlacedWords,
  type PlacedWordsState,
  Postings,
  type PostingsState,
  Slices,
  type SlicesState,
} from './search-postings.ts';
import {
  editDistance,
  isHan,
  SPELLING_VARIANTS,
  typosAllowed,
  variantsTable,
  wordsOf,
  writtenWordsOf,
} from './search-words.ts';

// The catalogue's search index (decision 0038): every item for sale, its words by field, held in each API
// process and built from the database, so that both engines give the same ranked, typo-tolerant results.

/** Where a word of an item was written; name and brand weigh most, then category and collection. */
export type SearchField = 'name' | 'brand' | 'category' | 'collection' | 'description';

const FIELD_RANK: Record<SearchField, number> = {
  name: 0,
  brand: 0,
  category: 1,
  collection: 1,
  description: 2,
};
/** Fields whose words keep their places, for proximity; a description's words are only known to be there. */
const PLACED_FIELDS: readonly SearchField[] = ['name', 'brand', 'category', 'collection'];
const FIELD_CODES = new Map(PLACED_FIELDS.map((field, code) => [field, code]));

/** An item for sale as the index keeps it: what it filters and sorts on, and its texts in every language. */
export type SearchDocument = {
  id: number;
  brandId: number;
  categoryId: number;
  priceCents: number;
  listPriceCents: number;
  registeredAt: number;
  travelExclusive: boolean;
  /** The English name, as the name order sorts it. */
  name: string;
  texts: readonly { field: SearchField; text: string }[];
};

/** Conditions on the matches that the index answers itself; `ids`, when given, must hold the item. */
export type IndexConditions = {
  brandIds?: readonly number[];
  categoryIds?: readonly number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  travelExclusive?: true;
  discounted?: true;
  ids?: ReadonlySet<number>;
};

export type IndexOrder = { by: 'relevance' | 'price' | 'name' | 'date'; direction: 'asc' | 'desc' };

/** No more words of a query are looked for: a pasted paragraph costs what ten words do. */
const MAX_QUERY_WORDS = 10;
/** A prefix of one or two letters names thousands of words; the most found of them are enough. */
const MAX_PREFIX_TERMS = 1_000;
/** Words further apart than this in a field are as unrelated as words in different fields. */
const FAR = 8;

type TermMatch = { term: number; word: number; typos: number; prefix: boolean };

/** A sorted list's first place whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What `SearchIndex.state` hands over to another process (`search-index-handover.ts`). */
export type SearchIndexState = {
  count: number;
  ids: Int32Array<ArrayBuffer>;
  brandIds: Int32Array<ArrayBuffer>;
  categoryIds: Int32Array<ArrayBuffer>;
  prices: Float64Array<ArrayBuffer>;
  listPrices: Float64Array<ArrayBuffer>;
  registeredAt: Float64Array<ArrayBuffer>;
  flags: Uint8Array<ArrayBuffer>;
  names: string[];
  inIdOrder: boolean;
  termTexts: string[];
  termWritten: string[];
  postings: PostingsState;
  placed: PlacedWordsState;
  segments: SlicesState<Int32Array<ArrayBuffer>>;
  segmentCount: number;
  cut: Map<string, number[]>;
};

/** The items matching a text, ranked later by `select`, with what the ranking needs of the query. */
export type TextMatches = {
  /** The matching items' places in the index, ascending. */
  places: Int32Array;
  /** Per match: the query words it holds (bits), those held only as a prefix, and the fewest typos in all. */
  masks: Uint16Array;
  prefixMasks: Uint16Array;
  typoSums: Uint8Array;
  /** Per match, `wordCount` to a match: the fewest typos of each word. */
  typos: Uint8Array;
  wordCount: number;
  /** How many query words every match holds. */
  held: number;
  /** Per query word, the catalogue's words it found (cheapest first). */
  wordTerms: readonly (readonly TermMatch[])[];
};

export type Facets = { brandIds: number[]; categoryIds: number[] };

/** Items chosen by `select`, in order: their places, and their ids read from them. */
export class Selection {
  readonly places: Int32Array;
  /** Their brands and categories, once `SearchIndex.facets` has worked them out. */
  facets: Facets | undefined;
  private readonly idAt: Int32Array;
  constructor(places: Int32Array, ids: Int32Array) {
    this.places = places;
    this.idAt = ids;
  }
  get length(): number {
    return this.places.length;
  }
  /** The ids of the items from `from` up to `to`, in order. */
  ids(from = 0, to = this.places.length): number[] {
    return Array.from(this.places.subarray(from, to), (place) => this.idAt[place]!);
  }
}

const ALIVE = 1;
const TRAVEL_EXCLUSIVE = 2;

/** A typed array of the same kind with room for `capacity`, holding the first `length` values. */
function resized<T extends Int32Array | Float64Array | Uint8Array>(
  values: T,
  capacity: number,
  length: number,
): T {
  const next = new (values.constructor as new (size: number) => T)(capacity);
  next.set(values.subarray(0, length));
  return next;
}

/**
 * The index: per item (by its place, given in the order items are put) the numbers it is filtered and
 * sorted on, in typed arrays; the catalogue's words, each kept once and known by its number; per word the
 * places holding it (`Postings`); per item its placed words (`PlacedWords`). An item is put again when it
 * changes: only its own entries are rewritten.
 */
export class SearchIndex {
  private count = 0;
  private ids = new Int32Array(1024);
  private brandIds = new Int32Array(1024);
  private categoryIds = new Int32Array(1024);
  private prices = new Float64Array(1024);
  private listPrices = new Float64Array(1024);
  private registeredAt = new Float64Array(1024);
  private flags = new Uint8Array(1024);
  /** The English names in lower case, as the name order sorts them. */
  private names: string[] = [];
  /**
   * Whether places ascend with ids, so that place order is catalogue order and an id's place is a binary
   * search in `ids`; once they do not (an item older than the last one put comes back on sale), ids to
   * places are kept in a map.
   */
  private inIdOrder = true;
  private placeOfId: Map<number, number> | undefined;
  /** Each word of the catalogue, in its normal form, by its number; and as first written. */
  private readonly terms = new Map<string, number>();
  private termTexts: string[] = [];
  private termWritten: string[] = [];
  private postings = new Postings();
  /** The catalogue's words in order, for prefixes; and by length, for typos. */
  private sortedTerms: string[] = [];
  private termsSorted = true;
  private readonly termsByLength = new Map<number, number[]>();
  /**
   * Per item its placed words in order, each `(word * 4 + field) * 2`, except that each run of brand,
   * category and collection words (the same for every item of a brand and category) is one number,
   * `segment * 2 + 1`, its words kept once in `segments`: 100,000 items hold 2 million numbers instead of
   * 4.2 million.
   */
  private placed = new PlacedWords();
  private segments = new Slices(new Int32Array(256));
  private segmentCount = 0;
  private readonly segmentIds = new Map<string, number>();
  /** One item's placed words spelled out for `rank`. */
  private spelledOut = new Int32Array(256);
  private readonly variants = variantsTable(SPELLING_VARIANTS);
  /** Brands', categories' and collections' texts repeat from item to item: each is cut into words once. */
  private cut = new Map<string, number[]>();
  /** The words of the item being put, marked with `stamp`. */
  private marks = new Int32Array(64);
  private stamp = 0;

  /** The index of these items. */
  static of(documents: readonly SearchDocument[]): SearchIndex {
    const index = new SearchIndex();
    for (const document of documents) index.put(document);
    index.compact();
    return index;
  }

  /**
   * Everything the index holds, for another process to take over (`fromState`): its typed arrays as they
   * are (`search-index-handover.ts` reads each into an array of its final size), its words and names.
   * What can be worked out again (ids to places, words to numbers, by order and by length) is left out.
   */
  state(): SearchIndexState {
    return {
      count: this.count,
      ids: this.ids,
      brandIds: this.brandIds,
      categoryIds: this.categoryIds,
      prices: this.prices,
      listPrices: this.listPrices,
      registeredAt: this.registeredAt,
      flags: this.flags,
      names: this.names,
      inIdOrder: this.inIdOrder,
      termTexts: this.termTexts,
      termWritten: this.termWritten,
      postings: this.postings.state(),
      placed: this.placed.state(),
      segments: this.segments.state(),
      segmentCount: this.segmentCount,
      cut: this.cut,
    };
  }

  /** The index a `state` describes (made by `state` here or in another process), its arrays used as they are. */
  static fromState(state: SearchIndexState): SearchIndex {
    const index = new SearchIndex();
    index.count = state.count;
    index.ids = state.ids;
    index.brandIds = state.brandIds;
    index.categoryIds = state.categoryIds;
    index.prices = state.prices;
    index.listPrices = state.listPrices;
    index.registeredAt = state.registeredAt;
    index.flags = state.flags;
    index.names = state.names;
    index.inIdOrder = state.inIdOrder;
    if (!state.inIdOrder) index.mapPlaces();
    for (let place = 0; place < state.count; place++) if (!(state.flags[place]! & ALIVE)) index.withdrawn++;
    index.termTexts = state.termTexts;
    index.termWritten = state.termWritten;
    index.termsSorted = false;
    index.sortedTerms = [...state.termTexts];
    state.termTexts.forEach((word, term) => {
      index.terms.set(word, term);
      if (isHan(word)) return;
      const list = index.termsByLength.get(word.length);
      if (list) list.push(term);
      else index.termsByLength.set(word.length, [term]);
    });
    index.marks = new Int32Array(Math.max(64, state.termTexts.length));
    index.postings = Postings.fromState(state.postings);
    index.placed = PlacedWords.fromState(state.placed);
    index.segments = Slices.fromState(state.segments);
    index.segmentCount = state.segmentCount;
    for (let segment = 0; segment < state.segmentCount; segment++)
      index.segmentIds.set(index.segments.of(segment).join(','), segment);
    index.cut = state.cut;
    return index;
  }

  /** How many items are held (withdrawn ones not counted). */
  get size(): number {
    return this.count - this.withdrawn;
  }
  private withdrawn = 0;

  /**
   * Adds the item, or replaces what the index holds of it: its numbers, its words' postings (added and
   * taken out where they differ) and its placed words. Costs the item's words and one look per word of
   * the catalogue, whatever the catalogue's size.
   */
  put(document: SearchDocument): void {
    let place = this.placeOf(document.id);
    const known = place !== undefined;
    if (place === undefined) {
      place = this.count++;
      if (place > 0 && document.id < this.ids[place - 1]!) {
        this.inIdOrder = false;
        this.mapPlaces();
      }
      if (place === this.ids.length) this.grow(place * 2);
      this.placeOfId?.set(document.id, place);
    } else if (!(this.flags[place]! & ALIVE)) {
      this.withdrawn--;
    }
    this.ids[place] = document.id;
    this.brandIds[place] = document.brandId;
    this.categoryIds[place] = document.categoryId;
    this.prices[place] = document.priceCents;
    this.listPrices[place] = document.listPriceCents;
    this.registeredAt[place] = document.registeredAt;
    this.flags[place] = ALIVE | (document.travelExclusive ? TRAVEL_EXCLUSIVE : 0);
    this.names[place] = document.name.toLowerCase();
    const stamp = ++this.stamp;
    const held: number[] = [];
    const placedWords: number[] = [];
    let shared: number[] = [];
    for (const { field, text } of document.texts) {
      const fieldCode = FIELD_CODES.get(field);
      const cut = field !== 'name' && field !== 'description';
      const terms = cut ? this.cutOnce(text) : this.termsOf(text);
      for (const term of terms) {
        if (this.marks[term] !== stamp) {
          this.marks[term] = stamp;
          held.push(term);
        }
      }
      if (fieldCode === undefined) continue;
      if (cut) {
        for (const term of terms) shared.push(term * 4 + fieldCode);
        continue;
      }
      if (shared.length > 0) placedWords.push(this.segment(shared) * 2 + 1);
      shared = [];
      for (const term of terms) placedWords.push((term * 4 + fieldCode) * 2);
    }
    if (shared.length > 0) placedWords.push(this.segment(shared) * 2 + 1);
    if (known) this.replacePostings(place, stamp);
    else for (const term of held) this.postings.add(term, place);
    this.placed.set(place, placedWords);
  }

  /** Takes the item out (withdrawn from sale); its place is kept for its return. */
  remove(id: number): void {
    const place = this.placeOf(id);
    if (place === undefined || !(this.flags[place]! & ALIVE)) return;
    this.flags[place] = 0;
    this.withdrawn++;
    this.replacePostings(place, ++this.stamp);
    this.placed.set(place, []);
  }

  /** Drops the room kept for growth, once the index is built. */
  compact(): void {
    const size = Math.max(this.count, 16);
    this.grow(size);
    this.postings.trim();
    this.placed.compact();
    this.segments.compact();
  }

  /** The item's place, if it has one. */
  private placeOf(id: number): number | undefined {
    if (this.placeOfId) return this.placeOfId.get(id);
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low < this.count && this.ids[low] === id ? low : undefined;
  }

  /** Ids to places in a map, once places no longer ascend with ids. */
  private mapPlaces(): void {
    this.placeOfId = new Map();
    for (let place = 0; place < this.count; place++) this.placeOfId.set(this.ids[place]!, place);
  }

  /** The number of a run of placed words shared by items, kept once. */
  private segment(words: readonly number[]): number {
    const key = words.join(',');
    let segment = this.segmentIds.get(key);
    if (segment === undefined) {
      segment = this.segmentCount++;
      this.segments.set(segment, words);
      this.segmentIds.set(key, segment);
    }
    return segment;
  }

  /** The item's placed words in order, each `word * 4 + field` (a view: valid until the next call). */
  private placedWordsOf(place: number): Int32Array {
    const entries = this.placed.of(place);
    let length = 0;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      length += entry & 1 ? this.segments.length(entry >>> 1) : 1;
    }
    if (this.spelledOut.length < length) this.spelledOut = new Int32Array(length * 2);
    const words = this.spelledOut;
    let n = 0;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry & 1) {
        const segment = this.segments.of(entry >>> 1);
        words.set(segment, n);
        n += segment.length;
      } else {
        words[n++] = entry >>> 1;
      }
    }
    return words.subarray(0, n);
  }

  /** The item's place in every word's postings where `stamp` marks the word, and in no other. */
  private replacePostings(place: number, stamp: number): void {
    for (let term = 0; term < this.postings.termCount; term++) {
      if (this.marks[term] === stamp) this.postings.add(term, place);
      else this.postings.remove(term, place);
    }
  }

  private grow(capacity: number): void {
    const count = this.count;
    this.ids = resized(this.ids, capacity, count);
    this.brandIds = resized(this.brandIds, capacity, count);
    this.categoryIds = resized(this.categoryIds, capacity, count);
    this.prices = resized(this.prices, capacity, count);
    this.listPrices = resized(this.listPrices, capacity, count);
    this.registeredAt = resized(this.registeredAt, capacity, count);
    this.flags = resized(this.flags, capacity, count);
  }

  private cutOnce(text: string): number[] {
    let terms = this.cut.get(text);
    if (!terms) {
      terms = this.termsOf(text);
      this.cut.set(text, terms);
    }
    return terms;
  }

  private termsOf(text: string): number[] {
    const words = wordsOf(text);
    // How the catalogue writes a word is read once, for its first text.
    let written: string[] | undefined;
    return words.map((word, i) => {
      let term = this.terms.get(word);
      if (term === undefined) {
        term = this.postings.addTerm();
        this.terms.set(word, term);
        this.termTexts.push(word);
        written ??= writtenWordsOf(text);
        this.termWritten.push(written.length === words.length ? written[i]! : word);
        this.sortedTerms.push(word);
        this.termsSorted = false;
        if (!isHan(word)) {
          const list = this.termsByLength.get(word.length);
          if (list) list.push(term);
          else this.termsByLength.set(word.length, [term]);
        }
        if (term === this.marks.length) this.marks = resized(this.marks, term * 2, term);
      }
      return term;
    });
  }

  /** The catalogue's words a query word finds, with the typos each costs and whether it was a prefix. */
  private candidates(word: string, wordIndex: number, asPrefix: boolean): TermMatch[] {
    const found = new Map<number, TermMatch>();
    const add = (term: number | undefined, typos: number, prefix: boolean) => {
      if (term === undefined) return;
      const known = found.get(term);
      if (known && (known.typos < typos || (known.typos === typos && !known.prefix))) return;
      found.set(term, { term, word: wordIndex, typos, prefix });
    };
    add(this.terms.get(word), 0, false);
    for (const variant of this.variants.get(word) ?? []) add(this.terms.get(variant), 0, false);
    const allowed = typosAllowed(word);
    if (allowed > 0) {
      for (let length = word.length - allowed; length <= word.length + allowed; length++) {
        for (const term of this.termsByLength.get(length) ?? []) {
          const distance = editDistance(word, this.termTexts[term]!, allowed);
          if (distance > 0 && distance <= allowed) add(term, distance, false);
        }
      }
    }
    if (asPrefix) {
      if (!this.termsSorted) {
        this.sortedTerms.sort();
        this.termsSorted = true;
      }
      let expanded = 0;
      for (let i = lowerBound(this.sortedTerms, word); i < this.sortedTerms.length; i++) {
        const text = this.sortedTerms[i]!;
        if (!text.startsWith(word) || expanded++ >= MAX_PREFIX_TERMS) break;
        if (text !== word) add(this.terms.get(text), 0, true);
      }
    }
    // Cheapest first, so the first word that gives an item a query word sets that word's typos there.
    return [...found.values()].sort((a, b) => a.typos - b.typos || Number(a.prefix) - Number(b.prefix));
  }

  /**
   * The items the text matches. An item matches when it holds as many of the query's words as the best
   * item does (all of them, when any item holds all): a word is held when a field has it exactly, as a
   * spelling variant, with the typos its length allows, or, for the last word, as the start of a word.
   * Only what the postings tell is gathered here; `select` ranks.
   */
  match(text: string): TextMatches {
    const words = wordsOf(text).slice(0, MAX_QUERY_WORDS);
    const wordCount = words.length;
    const wordTerms = words.map((word, i) => this.candidates(word, i, i === wordCount - 1));
    const { masks, prefixMasks, typos, touched } = this.scratch();
    // Per item, the query words it holds (bits), the fewest typos of each and which came as prefixes, kept
    // in arrays the size of the index that are reused by every query and cleared where they were written.
    let touchedCount = 0;
    for (let word = 0; word < wordCount; word++) {
      const bit = 1 << word;
      for (const match of wordTerms[word]!) {
        const postings = this.postings.of(match.term);
        for (let i = 0; i < postings.length; i++) {
          const place = postings[i]!;
          const mask = masks[place]!;
          if (mask & bit) continue;
          if (mask === 0) touched[touchedCount++] = place;
          masks[place] = mask | bit;
          typos[place * MAX_QUERY_WORDS + word] = match.typos;
          if (match.prefix) prefixMasks[place]! |= bit;
        }
      }
    }
    let held = 0;
    for (let i = 0; i < touchedCount; i++) held = Math.max(held, bitCount(masks[touched[i]!]!));
    const chosen = touched.subarray(0, touchedCount);
    chosen.sort();
    let matched = 0;
    for (let i = 0; i < touchedCount; i++) if (bitCount(masks[chosen[i]!]!) === held) matched++;
    const result: TextMatches = {
      places: new Int32Array(matched),
      masks: new Uint16Array(matched),
      prefixMasks: new Uint16Array(matched),
      typoSums: new Uint8Array(matched),
      typos: new Uint8Array(matched * wordCount),
      wordCount,
      held,
      wordTerms,
    };
    let n = 0;
    for (let i = 0; i < touchedCount; i++) {
      const place = chosen[i]!;
      const mask = masks[place]!;
      if (held > 0 && bitCount(mask) === held) {
        result.places[n] = place;
        result.masks[n] = mask;
        result.prefixMasks[n] = prefixMasks[place]!;
        let typoSum = 0;
        for (let word = 0; word < wordCount; word++) {
          const count = typos[place * MAX_QUERY_WORDS + word]!;
          result.typos[n * wordCount + word] = count;
          if (mask & (1 << word)) typoSum += count;
        }
        result.typoSums[n] = typoSum;
        n++;
      }
      masks[place] = 0;
      prefixMasks[place] = 0;
    }
    return result;
  }

  private scratchArrays:
    | { masks: Uint16Array; prefixMasks: Uint16Array; typos: Uint8Array; touched: Int32Array }
    | undefined;

  /** Arrays the size of the index, shared by the queries (each clears what it wrote before it returns). */
  private scratch() {
    const size = this.count;
    if (!this.scratchArrays || this.scratchArrays.masks.length < size) {
      const capacity = size + (size >> 3) + 16;
      this.scratchArrays = {
        masks: new Uint16Array(capacity),
        prefixMasks: new Uint16Array(capacity),
        typos: new Uint8Array(capacity * MAX_QUERY_WORDS),
        touched: new Int32Array(capacity),
      };
    }
    return this.scratchArrays;
  }

  /**
   * The matched items that meet the conditions, in the order asked: by rank (fewer typos, then words
   * close together and in order, then the fields: name and brand, category and collection, description;
   * then exact words before prefixes), ties by id; or by price, name or date, ties by id in the same
   * direction, as listings sort. Only the first `ordered` are put in order by rank (the page asked for):
   * the rest follow in no given order, as their ranks are not worked out.
   */
  select(
    matches: TextMatches,
    conditions: IndexConditions,
    order: IndexOrder,
    ordered = Infinity,
  ): Selection {
    const kept = this.kept(matches, conditions);
    let places: Int32Array;
    if (order.by === 'relevance') {
      places = this.ranked(matches, kept, Math.min(ordered, kept.length));
    } else {
      places = Int32Array.from(kept, (n) => matches.places[n]!);
      const sign = order.direction === 'asc' ? 1 : -1;
      const byId = (a: number, b: number) => sign * (this.ids[a]! - this.ids[b]!);
      if (order.by === 'name') {
        places.sort((a, b) => {
          const x = this.names[a]!;
          const y = this.names[b]!;
          return x < y ? -sign : x > y ? sign : byId(a, b);
        });
      } else {
        const key = order.by === 'price' ? this.prices : this.registeredAt;
        places.sort((a, b) => sign * (key[a]! - key[b]!) || byId(a, b));
      }
    }
    return new Selection(places, this.ids);
  }

  /** The matches (their numbers in `matches`) meeting the conditions. */
  private kept(matches: TextMatches, conditions: IndexConditions): Int32Array {
    const brands = conditions.brandIds && new Set(conditions.brandIds);
    const categories = conditions.categoryIds && new Set(conditions.categoryIds);
    const { minPriceCents, maxPriceCents, travelExclusive, discounted, ids } = conditions;
    const kept = new Int32Array(matches.places.length);
    let count = 0;
    for (let n = 0; n < matches.places.length; n++) {
      const place = matches.places[n]!;
      if (brands && !brands.has(this.brandIds[place]!)) continue;
      if (categories && !categories.has(this.categoryIds[place]!)) continue;
      const price = this.prices[place]!;
      if (minPriceCents !== undefined && price < minPriceCents) continue;
      if (maxPriceCents !== undefined && price > maxPriceCents) continue;
      if (travelExclusive && !(this.flags[place]! & TRAVEL_EXCLUSIVE)) continue;
      if (discounted && !(price < this.listPrices[place]!)) continue;
      if (ids && !ids.has(this.ids[place]!)) continue;
      kept[count++] = n;
    }
    return kept.subarray(0, count);
  }

  /**
   * The kept matches' places, the first `wanted` in rank order. Typos come first in a rank and are known
   * from the postings: matches are taken by their typos, fewest first, and the rest of the rank (read from
   * the placed words) is worked out only for those that can reach the first `wanted`. Within a number of
   * typos, matches are looked at in id order and the looking stops once `wanted` have the best rank any
   * match could have, since no later one could come before them.
   */
  private ranked(matches: TextMatches, kept: Int32Array, wanted: number): Int32Array {
    const places = new Int32Array(kept.length);
    let filled = 0;
    // The kept matches by their typos (at most 2 for each of 10 words): a counting sort.
    const starts = new Int32Array(2 * MAX_QUERY_WORDS + 2);
    for (const n of kept) starts[matches.typoSums[n]! + 1]!++;
    for (let sum = 1; sum < starts.length; sum++) starts[sum]! += starts[sum - 1]!;
    const byTypos = new Int32Array(kept.length);
    const next = starts.slice();
    for (const n of kept) byTypos[next[matches.typoSums[n]!]!++] = n;
    const leftOver: number[] = [];
    const best = (matches.held - 1) * 64 * 16;
    this.fillTermMatches(matches);
    let sum = 0;
    try {
      for (; sum + 1 < starts.length && filled < wanted; sum++) {
        const group = byTypos.subarray(starts[sum]!, starts[sum + 1]!);
        if (!this.inIdOrder)
          group.sort((a, b) => this.ids[matches.places[a]!]! - this.ids[matches.places[b]!]!);
        const needed = wanted - filled;
        const scored: { n: number; rank: number }[] = [];
        let atBest = 0;
        let i = 0;
        for (; i < group.length && atBest < needed; i++) {
          const rank = this.rank(matches, group[i]!);
          scored.push({ n: group[i]!, rank });
          if (rank === best) atBest++;
        }
        for (; i < group.length; i++) leftOver.push(group[i]!);
        scored.sort(
          (a, b) => a.rank - b.rank || this.ids[matches.places[a.n]!]! - this.ids[matches.places[b.n]!]!,
        );
        for (const { n } of scored) places[filled++] = matches.places[n]!;
      }
    } finally {
      this.clearTermMatches(matches);
    }
    for (let rest = starts[sum]!; rest < byTypos.length; rest++)
      places[filled++] = matches.places[byTypos[rest]!]!;
    for (const n of leftOver) places[filled++] = matches.places[n]!;
    return places;
  }

  /** Per word of the catalogue, the query words it matches: filled for one ranking, then cleared. */
  private termMatches: (TermMatch[] | undefined)[] = [];

  private fillTermMatches(matches: TextMatches): void {
    for (const found of matches.wordTerms) {
      for (const match of found) {
        const list = this.termMatches[match.term];
        if (list) list.push(match);
        else this.termMatches[match.term] = [match];
      }
    }
  }

  private clearTermMatches(matches: TextMatches): void {
    for (const found of matches.wordTerms)
      for (const match of found) this.termMatches[match.term] = undefined;
  }

  /** The rest of a match's rank, after its typos: proximity, then fields, then prefixes, lower first. */
  private rank(matches: TextMatches, n: number): number {
    const { wordCount } = matches;
    const mask = matches.masks[n]!;
    const typos = matches.typos.subarray(n * wordCount, (n + 1) * wordCount);
    const fieldRank = rankScratch.fieldRank.fill(FIELD_RANK.description, 0, wordCount);
    const exactPlaced = rankScratch.exactPlaced.fill(0, 0, wordCount);
    const { positions, words: wordAt } = rankScratch;
    let occurrences = 0;
    const placedWords = this.placedWordsOf(matches.places[n]!);
    for (let token = 0; token < placedWords.length; token++) {
      const value = placedWords[token]!;
      const found = this.termMatches[value >> 2];
      if (!found) continue;
      const field = value & 3;
      for (const match of found) {
        if (occurrences < positions.length) {
          positions[occurrences] = token * 8 + field;
          wordAt[occurrences++] = match.word;
        }
        if (match.typos !== typos[match.word]) continue;
        const rank = FIELD_RANK[PLACED_FIELDS[field]!];
        if (rank < fieldRank[match.word]!) fieldRank[match.word] = rank;
        if (!match.prefix) exactPlaced[match.word] = 1;
      }
    }
    let fieldSum = 0;
    let prefixes = 0;
    let proximity = 0;
    let previous = -1;
    const prefixMask = matches.prefixMasks[n]!;
    for (let word = 0; word < wordCount; word++) {
      if (!(mask & (1 << word))) continue;
      fieldSum += fieldRank[word]!;
      if (prefixMask & (1 << word) && !exactPlaced[word]) prefixes++;
      if (previous >= 0) proximity += distance(positions, wordAt, occurrences, previous, word);
      previous = word;
    }
    return (proximity * 64 + fieldSum) * 16 + prefixes;
  }

  /** The brands and the categories of these items, ascending (worked out once per selection). */
  facets(selection: Selection): Facets {
    if (selection.facets) return selection.facets;
    const brands = new Set<number>();
    const categories = new Set<number>();
    for (const place of selection.places) {
      brands.add(this.brandIds[place]!);
      categories.add(this.categoryIds[place]!);
    }
    const ascending = (set: Set<number>) => [...set].sort((a, b) => a - b);
    selection.facets = { brandIds: ascending(brands), categoryIds: ascending(categories) };
    return selection.facets;
  }

  /**
   * What the traveller probably meant when no item holds any word of the text: each word replaced by a
   * word of the catalogue one edit further than a match allows, as the catalogue writes it. The longest
   * word is corrected first; the others by words found in the same items, then by the fewest edits, then
   * by the most used ("Gln Aldrck" is "Glen Aldric", not "Gin Aldric"). Undefined when no word comes near.
   */
  suggestion(text: string): string | undefined {
    const words = wordsOf(text)
      .slice(0, MAX_QUERY_WORDS)
      .map((word, place) => ({ word, place }))
      .filter(({ word }) => !isHan(word) && !/\p{N}/u.test(word) && word.length >= 3)
      .sort((a, b) => b.word.length - a.word.length);
    const corrected: { place: number; term: number }[] = [];
    let together: Set<number> | undefined;
    for (const { word, place } of words) {
      const limit = Math.min(typosAllowed(word) + 1, 2);
      const within = together;
      let best: { term: number; shared: number; distance: number } | undefined;
      for (let length = word.length - limit; length <= word.length + limit; length++) {
        for (const term of this.termsByLength.get(length) ?? []) {
          if (this.postings.count(term) === 0) continue;
          const distance = editDistance(word, this.termTexts[term]!, limit);
          if (distance > limit) continue;
          const postings = this.postings.of(term);
          const shared = within ? postings.filter((p) => within.has(p)).length : postings.length;
          if (
            !best ||
            Number(shared > 0) > Number(best.shared > 0) ||
            (Number(shared > 0) === Number(best.shared > 0) &&
              (distance < best.distance || (distance === best.distance && shared > best.shared)))
          ) {
            best = { term, shared, distance };
          }
        }
      }
      if (!best) continue;
      corrected.push({ place, term: best.term });
      const postings = this.postings.of(best.term);
      const before = together;
      const shared = Array.from(postings).filter((p) => !before || before.has(p));
      if (shared.length > 0) together = new Set(shared);
    }
    if (corrected.length === 0) return undefined;
    corrected.sort((a, b) => a.place - b.place);
    return corrected.map(({ term }) => this.termWritten[term]!).join(' ');
  }
}

/** Per-word and per-occurrence arrays for `rank`, reused: ranking runs to its end without waiting. */
const rankScratch = {
  fieldRank: new Uint8Array(MAX_QUERY_WORDS),
  exactPlaced: new Uint8Array(MAX_QUERY_WORDS),
  positions: new Int32Array(4096),
  words: new Uint8Array(4096),
};

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * How far apart two query words are in the fields holding both: 1 next to each other in order, more when
 * further apart or the wrong way round, `FAR` when never in the same field. The item's occurrences of the
 * query's words are `positions` (token * 8 + field) with the query word of each in `words`.
 */
function distance(
  positions: Int32Array,
  words: Uint8Array,
  occurrences: number,
  first: number,
  second: number,
): number {
  let best = FAR;
  for (let i = 0; i < occurrences; i++) {
    if (words[i] !== first) continue;
    const a = positions[i]!;
    for (let j = 0; j < occurrences; j++) {
      if (words[j] !== second) continue;
      const b = positions[j]!;
      if ((a & 7) !== (b & 7)) continue;
      const gap = (b >> 3) - (a >> 3);
      const cost = gap > 0 ? gap : 1 - gap;
      if (cost < best) best = cost;
    }
  }
  return best;
}
