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

/** The items a text matches (their places in the index) with their ranks, lower first. */
export type TextMatches = { places: Int32Array; ranks: Float64Array };

/** No more words of a query are looked for: a pasted paragraph costs what ten words do. */
const MAX_QUERY_WORDS = 10;
/** A prefix of one or two letters names thousands of words; the most found of them are enough. */
const MAX_PREFIX_TERMS = 1_000;
/** Words further apart than this in a field are as unrelated as words in different fields. */
const FAR = 8;

type TermMatch = { word: number; typos: number; prefix: boolean };

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

/** Growing typed list of integers, so that millions of entries take 4 bytes each while the index is built. */
class IntList {
  values: Int32Array;
  constructor(capacity = 4) {
    this.values = new Int32Array(capacity);
  }
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/** Growing list of floating-point numbers (prices and dates exceed 32 bits as cents and milliseconds). */
class FloatList {
  values = new Float64Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  done(): Float64Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * Gathers the index an item at a time, so that the catalogue can be read in batches: 100,000 items with
 * every text in three languages held at once took some 300 MB of a process's memory for a moment.
 */
export class SearchIndexBuilder {
  readonly ids = new IntList(1024);
  readonly brandIds = new IntList(1024);
  readonly categoryIds = new IntList(1024);
  readonly prices = new FloatList();
  readonly listPrices = new FloatList();
  readonly registeredAt = new FloatList();
  readonly travelExclusive = new IntList(1024);
  readonly names: string[] = [];
  readonly terms = new Map<string, number>();
  readonly termTexts: string[] = [];
  readonly termWritten: string[] = [];
  readonly postingLists: IntList[] = [];
  readonly tokenStart = new IntList(1024);
  readonly tokenTerms = new IntList(1024);
  readonly tokenFields = new IntList(1024);
  private readonly lastPlace: number[] = [];
  // Brands, categories, collections and many names and descriptions repeat: each text is cut once.
  private readonly cut = new Map<string, number[]>();

  add(document: SearchDocument): void {
    const place = this.ids.length;
    this.ids.push(document.id);
    this.brandIds.push(document.brandId);
    this.categoryIds.push(document.categoryId);
    this.prices.push(document.priceCents);
    this.listPrices.push(document.listPriceCents);
    this.registeredAt.push(document.registeredAt);
    this.travelExclusive.push(document.travelExclusive ? 1 : 0);
    this.names.push(document.name.toLowerCase());
    this.tokenStart.push(this.tokenTerms.length);
    for (const { field, text } of document.texts) {
      const fieldCode = FIELD_CODES.get(field);
      for (const term of this.termsOf(text)) {
        if (this.lastPlace[term] !== place) {
          this.lastPlace[term] = place;
          this.postingLists[term]!.push(place);
        }
        if (fieldCode !== undefined) {
          this.tokenTerms.push(term);
          this.tokenFields.push(fieldCode);
        }
      }
    }
  }

  build(): SearchIndex {
    this.tokenStart.push(this.tokenTerms.length);
    this.cut.clear();
    return new SearchIndex(this);
  }

  private termsOf(text: string): number[] {
    let terms = this.cut.get(text);
    if (terms) return terms;
    const words = wordsOf(text);
    // How the catalogue writes a word is read once, for its first text.
    let written: string[] | undefined;
    terms = words.map((word, i) => {
      let term = this.terms.get(word);
      if (term === undefined) {
        term = this.termTexts.length;
        this.terms.set(word, term);
        this.termTexts.push(word);
        written ??= writtenWordsOf(text);
        this.termWritten.push(written.length === words.length ? written[i]! : word);
        this.postingLists.push(new IntList());
        this.lastPlace.push(-1);
      }
      return term;
    });
    this.cut.set(text, terms);
    return terms;
  }
}

export class SearchIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly brandIds: Int32Array;
  private readonly categoryIds: Int32Array;
  private readonly prices: Float64Array;
  private readonly listPrices: Float64Array;
  private readonly registeredAt: Float64Array;
  private readonly travelExclusive: Uint8Array;
  private readonly names: string[];
  private readonly placeOfId = new Map<number, number>();
  /** Each word of the catalogue, in its normal form, by its number; and as first written. */
  private readonly terms: Map<string, number>;
  private readonly termTexts: string[];
  private readonly termWritten: string[];
  /** Per word, the places of the items holding it, ascending. */
  private readonly postings: Int32Array[];
  /** The catalogue's words in order, for prefixes; and by length, for typos. */
  private readonly sortedTerms: string[];
  private readonly termsByLength = new Map<number, number[]>();
  /** The placed fields' words of every item, one after another: item p's from tokenStart[p]. */
  private readonly tokenStart: Int32Array;
  private readonly tokenTerms: Int32Array;
  private readonly tokenFields: Uint8Array;
  private readonly variants = variantsTable(SPELLING_VARIANTS);

  /** The index of these items; `SearchIndexBuilder` gathers one from batches. */
  static of(documents: readonly SearchDocument[]): SearchIndex {
    const builder = new SearchIndexBuilder();
    for (const document of documents) builder.add(document);
    return builder.build();
  }

  constructor(built: SearchIndexBuilder) {
    this.ids = built.ids.done();
    this.size = this.ids.length;
    this.brandIds = built.brandIds.done();
    this.categoryIds = built.categoryIds.done();
    this.prices = built.prices.done();
    this.listPrices = built.listPrices.done();
    this.registeredAt = built.registeredAt.done();
    this.travelExclusive = Uint8Array.from(built.travelExclusive.done());
    this.names = built.names;
    this.ids.forEach((id, place) => {
      this.placeOfId.set(id, place);
    });
    this.terms = built.terms;
    this.termTexts = built.termTexts;
    this.termWritten = built.termWritten;
    this.tokenStart = built.tokenStart.done();
    this.tokenTerms = built.tokenTerms.done();
    this.tokenFields = Uint8Array.from(built.tokenFields.done());
    this.postings = built.postingLists.map((list) => list.done());
    this.sortedTerms = [...this.termTexts].sort();
    this.termTexts.forEach((text, term) => {
      if (isHan(text)) return;
      const length = text.length;
      let list = this.termsByLength.get(length);
      if (!list) {
        list = [];
        this.termsByLength.set(length, list);
      }
      list.push(term);
    });
  }

  /** The catalogue's words a query word finds, with the typos each costs and whether it was a prefix. */
  private candidates(word: string, wordIndex: number, asPrefix: boolean): Map<number, TermMatch> {
    const found = new Map<number, TermMatch>();
    const add = (term: number | undefined, typos: number, prefix: boolean) => {
      if (term === undefined) return;
      const known = found.get(term);
      if (known && (known.typos < typos || (known.typos === typos && !known.prefix))) return;
      found.set(term, { word: wordIndex, typos, prefix });
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
      let expanded = 0;
      for (let i = lowerBound(this.sortedTerms, word); i < this.sortedTerms.length; i++) {
        const text = this.sortedTerms[i]!;
        if (!text.startsWith(word) || expanded++ >= MAX_PREFIX_TERMS) break;
        if (text !== word) add(this.terms.get(text), 0, true);
      }
    }
    return found;
  }

  /**
   * The items the text matches and their ranks. An item matches when it holds as many of the query's
   * words as the best item does (all of them, when any item holds all): a word is held when a field has
   * it exactly, as a spelling variant, with the typos its length allows, or, for the last word, as the
   * start of a word. Ranks order by fewer typos, then words close together and in order, then the fields
   * (name and brand, category and collection, description), then exact words before prefixes.
   */
  match(text: string): TextMatches {
    const words = wordsOf(text).slice(0, MAX_QUERY_WORDS);
    const none = { places: new Int32Array(0), ranks: new Float64Array(0) };
    if (words.length === 0) return none;
    const { masks, prefixMasks, typos, byTerm } = this.scratch();
    const wordTerms = words.map((word, i) => {
      const found = [...this.candidates(word, i, i === words.length - 1).entries()];
      // Cheapest first, so the first term that gives an item a word sets that word's typos there.
      found.sort(([, a], [, b]) => a.typos - b.typos || Number(a.prefix) - Number(b.prefix));
      for (const [term, match] of found) {
        const list = byTerm[term];
        if (list) list.push(match);
        else byTerm[term] = [match];
      }
      return found;
    });
    // Per item, the query words it holds (bits), the fewest typos of each and which came as prefixes, kept
    // in arrays the size of the index that are reused by every query and cleared where they were written.
    const touched: number[] = [];
    wordTerms.forEach((found, word) => {
      const bit = 1 << word;
      for (const [term, match] of found) {
        for (const place of this.postings[term]!) {
          const mask = masks[place]!;
          if (mask & bit) continue;
          if (mask === 0) touched.push(place);
          masks[place] = mask | bit;
          typos[place * MAX_QUERY_WORDS + word] = match.typos;
          if (match.prefix) prefixMasks[place]! |= bit;
        }
      }
    });
    let most = 0;
    for (const place of touched) most = Math.max(most, bitCount(masks[place]!));
    const places: number[] = [];
    const ranks: number[] = [];
    for (const place of touched) {
      const mask = masks[place]!;
      if (most > 0 && bitCount(mask) === most) {
        places.push(place);
        ranks.push(this.rank(place, mask, typos, prefixMasks[place]!, byTerm, words.length));
      }
      masks[place] = 0;
      prefixMasks[place] = 0;
    }
    for (const found of wordTerms) for (const [term] of found) byTerm[term] = undefined;
    return { places: Int32Array.from(places), ranks: Float64Array.from(ranks) };
  }

  private scratchArrays:
    | {
        masks: Uint16Array;
        prefixMasks: Uint16Array;
        typos: Uint8Array;
        /** The query words each word of the catalogue matches, by its number. */
        byTerm: (TermMatch[] | undefined)[];
      }
    | undefined;

  private scratch() {
    this.scratchArrays ??= {
      masks: new Uint16Array(this.size),
      prefixMasks: new Uint16Array(this.size),
      typos: new Uint8Array(this.size * MAX_QUERY_WORDS),
      byTerm: new Array<TermMatch[] | undefined>(this.termTexts.length).fill(undefined),
    };
    return this.scratchArrays;
  }

  /** One number ordering an item's match: typos, then proximity, then fields, then prefixes. */
  private rank(
    place: number,
    mask: number,
    /** Every item's fewest typos per word, `MAX_QUERY_WORDS` to an item. */
    allTypos: Uint8Array,
    prefixMask: number,
    byTerm: readonly (TermMatch[] | undefined)[],
    wordCount: number,
  ): number {
    const typos = allTypos.subarray(place * MAX_QUERY_WORDS, (place + 1) * MAX_QUERY_WORDS);
    // The best placed occurrence of each word (at its fewest typos), and every place it is at.
    const fieldRank = new Array<number>(wordCount).fill(FIELD_RANK.description);
    const exactPlaced = new Array<boolean>(wordCount).fill(false);
    const at: number[][] = Array.from({ length: wordCount }, () => []);
    for (let token = this.tokenStart[place]!; token < this.tokenStart[place + 1]!; token++) {
      const matches = byTerm[this.tokenTerms[token]!];
      if (!matches) continue;
      const field = this.tokenFields[token]!;
      for (const match of matches) {
        at[match.word]!.push(token * 8 + field);
        if (match.typos !== typos[match.word]) continue;
        const rank = FIELD_RANK[PLACED_FIELDS[field]!];
        if (rank < fieldRank[match.word]!) fieldRank[match.word] = rank;
        if (!match.prefix) exactPlaced[match.word] = true;
      }
    }
    let typoSum = 0;
    let fieldSum = 0;
    let prefixes = 0;
    let proximity = 0;
    let previous = -1;
    for (let word = 0; word < wordCount; word++) {
      if (!(mask & (1 << word))) continue;
      typoSum += typos[word]!;
      fieldSum += fieldRank[word]!;
      if (prefixMask & (1 << word) && !exactPlaced[word]) prefixes++;
      if (previous >= 0) proximity += distance(at[previous]!, at[word]!);
      previous = word;
    }
    return ((typoSum * 128 + proximity) * 64 + fieldSum) * 16 + prefixes;
  }

  /**
   * The matched items (or every item, for `undefined`) that meet the conditions, in the order asked:
   * by rank, ties by id; or by price, name or date, ties by id in the same direction, as listings sort.
   */
  select(matches: TextMatches, conditions: IndexConditions, order: IndexOrder): number[] {
    const kept: { place: number; rank: number }[] = [];
    const brands = conditions.brandIds && new Set(conditions.brandIds);
    const categories = conditions.categoryIds && new Set(conditions.categoryIds);
    for (let i = 0; i < matches.places.length; i++) {
      const place = matches.places[i]!;
      if (brands && !brands.has(this.brandIds[place]!)) continue;
      if (categories && !categories.has(this.categoryIds[place]!)) continue;
      const price = this.prices[place]!;
      if (conditions.minPriceCents !== undefined && price < conditions.minPriceCents) continue;
      if (conditions.maxPriceCents !== undefined && price > conditions.maxPriceCents) continue;
      if (conditions.travelExclusive && !this.travelExclusive[place]) continue;
      if (conditions.discounted && !(price < this.listPrices[place]!)) continue;
      if (conditions.ids && !conditions.ids.has(this.ids[place]!)) continue;
      kept.push({ place, rank: matches.ranks[i]! });
    }
    const sign = order.direction === 'asc' ? 1 : -1;
    const byId = (a: number, b: number) => sign * (this.ids[a]! - this.ids[b]!);
    if (order.by === 'relevance') {
      kept.sort((a, b) => a.rank - b.rank || this.ids[a.place]! - this.ids[b.place]!);
    } else if (order.by === 'name') {
      kept.sort((a, b) => {
        const x = this.names[a.place]!;
        const y = this.names[b.place]!;
        return x < y ? -sign : x > y ? sign : byId(a.place, b.place);
      });
    } else {
      const key = order.by === 'price' ? this.prices : this.registeredAt;
      kept.sort((a, b) => sign * (key[a.place]! - key[b.place]!) || byId(a.place, b.place));
    }
    return kept.map(({ place }) => this.ids[place]!);
  }

  /** The brands and the categories of these items, ascending. */
  facets(ids: readonly number[]): { brandIds: number[]; categoryIds: number[] } {
    const brands = new Set<number>();
    const categories = new Set<number>();
    for (const id of ids) {
      const place = this.placeOfId.get(id);
      if (place === undefined) continue;
      brands.add(this.brandIds[place]!);
      categories.add(this.categoryIds[place]!);
    }
    const ascending = (set: Set<number>) => [...set].sort((a, b) => a - b);
    return { brandIds: ascending(brands), categoryIds: ascending(categories) };
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
          const distance = editDistance(word, this.termTexts[term]!, limit);
          if (distance > limit) continue;
          const postings = this.postings[term]!;
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
      const postings = this.postings[best.term]!;
      const before = together;
      const shared = Array.from(postings).filter((p) => !before || before.has(p));
      if (shared.length > 0) together = new Set(shared);
    }
    if (corrected.length === 0) return undefined;
    corrected.sort((a, b) => a.place - b.place);
    return corrected.map(({ term }) => this.termWritten[term]!).join(' ');
  }
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * How far apart two words are in the fields holding both: 1 next to each other in order, more when
 * further apart or the wrong way round, `FAR` when never in the same field. Places are token * 8 + field.
 */
function distance(first: readonly number[], second: readonly number[]): number {
  let best = FAR;
  for (const a of first) {
    for (const b of second) {
      if ((a & 7) !== (b & 7)) continue;
      const gap = (b >> 3) - (a >> 3);
      const cost = gap > 0 ? gap : 1 - gap;
      if (cost < best) best = cost;
    }
  }
  return best;
}
