// The search index's compact stores (decision 0038): numbers in typed arrays, a few arrays per million
// entries instead of an object each, and each changeable one item at a time without a rebuild.

/** A lower bound's place in `values[from, to)`, ascending: the first not below `value`. */
function lowerBound(values: Int32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A typed array of `length` values copied from `values`, with room for `capacity`. */
function grown(values: Int32Array, capacity: number, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(capacity);
  next.set(values.subarray(0, length));
  return next;
}

/**
 * Gives the memory of a typed array no longer read back at once, instead of at V8's next full collection
 * (which, under load, came long after a build: 30 MB of replaced lists were still held). Only for one that
 * is its buffer's sole user; a small one is left to the collector.
 */
function release(values: Int32Array): void {
  const { buffer } = values;
  if (values.byteOffset === 0 && values.byteLength === buffer.byteLength && values.byteLength >= 4096) {
    (buffer as ArrayBuffer).transfer(0);
  }
}

/** The log of places added while an index is built is kept in chunks of 2^20 words (4 MB). */
const LOG_CHUNK_BITS = 20;
const LOG_CHUNK_MASK = (1 << LOG_CHUNK_BITS) - 1;
/** A word's list before anything is added to it: never written (a list with no room grows first). */
const EMPTY = new Int32Array(0);

/** What `Postings.state` hands over: every list in `packed`, one after another, `lengths` long each. */
export type PostingsState = {
  packed: Int32Array<ArrayBuffer>;
  lengths: Int32Array<ArrayBuffer>;
  termCount: number;
};

/** What `PlacedWords.state` hands over. */
export type PlacedWordsState = {
  words: Int32Array<ArrayBuffer>;
  used: number;
  start: Int32Array<ArrayBuffer>;
  counts: Int32Array<ArrayBuffer>;
  gaps: number;
};

/**
 * Per word of the catalogue (by its number), the places of the items holding it, ascending, in one
 * Int32Array per word with a little room to grow. Places are added in ascending order while an index is
 * built (an append) and anywhere by a change of one item (an insertion); `trim` drops the spare room.
 */
export class Postings {
  private lists: Int32Array[] = [];
  private lengths = new Int32Array(64);
  /** The one buffer `trim` put every list in, until a list outgrows its room there. */
  private packed: Int32Array<ArrayBuffer> | undefined;
  /**
   * While an index is built every place comes after those added before it: the words of each place are
   * logged, in chunks that are never copied, and put into the lists in one pass at the first read (or
   * `trim`), each list written once at its final size. Growing each list by doubling instead left about
   * as much again in freed blocks of the C heap, which the process kept (decision 0038).
   */
  private logging = true;
  private logChunks: Int32Array[] = [];
  private logged = 0;
  /** Per run of one place's words: the place and where its words start in the log. */
  private runPlaces = new Int32Array(1024);
  private runStarts = new Int32Array(1024);
  private runs = 0;
  /** Per word, the last place logged for it, so that a place is logged once. */
  private lastLogged = new Int32Array(64).fill(-1);

  /**
   * Every list in one buffer, as `trim` leaves them, for another thread to take over without a copy
   * (`PostingsState`); trimmed again first when a list has moved out since.
   */
  state(): PostingsState {
    this.flush();
    if (!this.packed || this.lists.some((list) => list.buffer !== this.packed!.buffer)) this.trim();
    return { packed: this.packed!, lengths: this.lengths, termCount: this.lists.length };
  }

  /** The postings a `state` describes, its arrays used as they are. */
  static fromState({ packed, lengths, termCount }: PostingsState): Postings {
    const postings = new Postings();
    postings.logging = false;
    postings.packed = packed;
    postings.lengths = lengths;
    let offset = 0;
    for (let term = 0; term < termCount; term++) {
      const length = lengths[term]!;
      postings.lists.push(packed.subarray(offset, offset + length));
      offset += length;
    }
    return postings;
  }

  /** Logs the place for the word while places come in order (true); false once they do not. */
  private log(term: number, place: number): boolean {
    const last = this.runs === 0 ? -1 : this.runPlaces[this.runs - 1]!;
    if (place < last) {
      this.flush();
      return false;
    }
    if (this.lastLogged[term] === place) return true;
    this.lastLogged[term] = place;
    if (place !== last) {
      if (this.runs === this.runPlaces.length) {
        this.runPlaces = grown(this.runPlaces, this.runs * 2, this.runs);
        this.runStarts = grown(this.runStarts, this.runs * 2, this.runs);
      }
      this.runPlaces[this.runs] = place;
      this.runStarts[this.runs++] = this.logged;
    }
    const chunk = this.logged >>> LOG_CHUNK_BITS;
    if (chunk === this.logChunks.length) this.logChunks.push(new Int32Array(1 << LOG_CHUNK_BITS));
    this.logChunks[chunk]![this.logged & LOG_CHUNK_MASK] = term;
    this.logged++;
    return true;
  }

  /** The logged places put into the lists (empty until then), all in one new buffer; logging ends. */
  private flush(): void {
    if (!this.logging) return;
    this.logging = false;
    this.lastLogged = new Int32Array(0);
    if (this.logged === 0) return;
    const termCount = this.lists.length;
    const termAt = (i: number) => this.logChunks[i >>> LOG_CHUNK_BITS]![i & LOG_CHUNK_MASK]!;
    const sizes = new Int32Array(termCount);
    for (let i = 0; i < this.logged; i++) sizes[termAt(i)]!++;
    const next = new Int32Array(termCount);
    let total = 0;
    for (let term = 0; term < termCount; term++) {
      next[term] = total;
      total += sizes[term]!;
    }
    const all = new Int32Array(total);
    for (let run = 0; run < this.runs; run++) {
      const place = this.runPlaces[run]!;
      const end = run + 1 < this.runs ? this.runStarts[run + 1]! : this.logged;
      for (let i = this.runStarts[run]!; i < end; i++) all[next[termAt(i)]!++] = place;
    }
    let offset = 0;
    for (let term = 0; term < termCount; term++) {
      this.lists[term] = all.subarray(offset, offset + sizes[term]!);
      this.lengths[term] = sizes[term]!;
      offset += sizes[term]!;
    }
    this.packed = all;
    for (const chunk of this.logChunks) release(chunk);
    this.logChunks = [];
    this.logged = 0;
    this.runPlaces = new Int32Array(0);
    this.runStarts = new Int32Array(0);
    this.runs = 0;
  }

  get termCount(): number {
    return this.lists.length;
  }

  /** Room for one more word's list; its number is the previous count. */
  addTerm(): number {
    const term = this.lists.length;
    this.lists.push(this.logging ? EMPTY : new Int32Array(2));
    if (term === this.lengths.length) this.lengths = grown(this.lengths, term * 2, term);
    if (this.logging && term === this.lastLogged.length) {
      this.lastLogged = grown(this.lastLogged, term * 2, term);
      this.lastLogged.fill(-1, term);
    }
    return term;
  }

  /** The places holding the word, ascending (a view: valid until the word's list next changes). */
  of(term: number): Int32Array {
    this.flush();
    return this.lists[term]!.subarray(0, this.lengths[term]!);
  }

  count(term: number): number {
    this.flush();
    return this.lengths[term]!;
  }

  has(term: number, place: number): boolean {
    this.flush();
    const length = this.lengths[term]!;
    const list = this.lists[term]!;
    const at = lowerBound(list, 0, length, place);
    return at < length && list[at] === place;
  }

  /** Adds the place to the word's list, keeping it ascending; nothing when it is there. */
  add(term: number, place: number): void {
    if (this.logging && this.log(term, place)) return;
    const length = this.lengths[term]!;
    let list = this.lists[term]!;
    const last = length === 0 ? -1 : list[length - 1]!;
    const at = place > last ? length : lowerBound(list, 0, length, place);
    if (at < length && list[at] === place) return;
    if (length === list.length) {
      const before = list;
      list = grown(list, Math.max(4, length * 2), length);
      this.lists[term] = list;
      release(before);
    }
    if (at < length) list.copyWithin(at + 1, at, length);
    list[at] = place;
    this.lengths[term] = length + 1;
  }

  /** Takes the place out of the word's list; nothing when it is not there. */
  remove(term: number, place: number): void {
    this.flush();
    const length = this.lengths[term]!;
    const list = this.lists[term]!;
    const at = lowerBound(list, 0, length, place);
    if (at === length || list[at] !== place) return;
    list.copyWithin(at, at + 1, length);
    this.lengths[term] = length - 1;
  }

  /**
   * Every list cut to its length, once an index is built: all of them in one buffer, one allocation
   * instead of one per word (a list that grows later moves out of it to a buffer of its own).
   */
  trim(): void {
    if (this.logging) {
      this.flush();
      if (this.packed) return;
    }
    let total = 0;
    for (let term = 0; term < this.lists.length; term++) total += this.lengths[term]!;
    const all = new Int32Array(total);
    let offset = 0;
    this.lists = this.lists.map((list, term) => {
      const length = this.lengths[term]!;
      all.set(list.subarray(0, length), offset);
      offset += length;
      release(list);
      return all.subarray(offset - length, offset);
    });
    this.packed = all;
    this.lengths = this.lengths.slice(0, Math.max(64, this.lists.length));
  }
}

/**
 * The placed fields' words of every item, in order, each as one number (`word * 4 + field`): item p's are
 * `words[start[p], start[p] + count[p])`. An item changed gets its words written at the end, its old ones
 * left as a gap; when the gaps outgrow the words kept, everything is copied once without them.
 */
export class PlacedWords {
  private words = new Int32Array(1024);
  private used = 0;
  private start = new Int32Array(1024);
  private counts = new Int32Array(1024);
  private gaps = 0;

  /** What the store holds, its arrays as they are, for another thread to take over without a copy. */
  state(): PlacedWordsState {
    const { words, used, start, counts, gaps } = this;
    return { words, used, start, counts, gaps };
  }

  /** The store a `state` describes, its arrays used as they are. */
  static fromState(state: PlacedWordsState): PlacedWords {
    const placed = new PlacedWords();
    Object.assign(placed, state);
    return placed;
  }

  /** Item `place`'s words, replacing those it had. */
  set(place: number, words: readonly number[]): void {
    if (place >= this.start.length) {
      const capacity = Math.max(place + 1, this.start.length * 2);
      this.start = grown(this.start, capacity, this.start.length);
      this.counts = grown(this.counts, capacity, this.counts.length);
    }
    this.gaps += this.counts[place]!;
    this.counts[place] = 0;
    if (this.gaps > 1024 && this.gaps > this.used - this.gaps) this.compact();
    if (this.used + words.length > this.words.length) {
      const capacity = Math.max(this.used + words.length, this.words.length * 2);
      const before = this.words;
      this.words = grown(this.words, capacity, this.used);
      release(before);
    }
    this.start[place] = this.used;
    this.counts[place] = words.length;
    this.words.set(words, this.used);
    this.used += words.length;
  }

  /** Item `place`'s words (a view: valid until the next `set`). */
  of(place: number): Int32Array {
    if (place >= this.start.length) return this.words.subarray(0, 0);
    const start = this.start[place]!;
    return this.words.subarray(start, start + this.counts[place]!);
  }

  /** How many numbers are held, gaps included: what the store costs, 4 bytes each. */
  get size(): number {
    return this.used;
  }

  /** The words without gaps or spare room, once an index is built or when gaps outgrow the words. */
  compact(): void {
    const kept = this.used - this.gaps;
    const words = new Int32Array(Math.max(kept, 16));
    let used = 0;
    for (let place = 0; place < this.start.length; place++) {
      const count = this.counts[place]!;
      words.set(this.words.subarray(this.start[place]!, this.start[place]! + count), used);
      this.start[place] = used;
      used += count;
    }
    release(this.words);
    this.words = words;
    this.used = used;
    this.gaps = 0;
  }
}
