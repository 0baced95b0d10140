// The search index's compact stores (decisions 0038 and 0061): numbers in a few typed arrays for the whole
// catalogue instead of an object or an array per word or per item, each changeable one item at a time
// without a rebuild.

type Values = Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer>;

/**
 * Gives the memory of a typed array no longer read back at once, instead of at V8's next full collection
 * (which, under load, came long after a build: 30 MB of replaced lists were still held). Only for one that
 * is its buffer's sole user; a small one is left to the collector.
 */
function release(values: Values | Int32Array): void {
  const { buffer } = values;
  if (values.byteOffset === 0 && values.byteLength === buffer.byteLength && values.byteLength >= 4096) {
    (buffer as ArrayBuffer).transfer(0);
  }
}

/** A typed array of `length` values copied from `values`, with room for `capacity`. */
function grown(values: Int32Array, capacity: number, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(capacity);
  next.set(values.subarray(0, length));
  return next;
}

/** What `Slices.state` hands over. */
export type SlicesState<A extends Values> = {
  data: A;
  used: number;
  gaps: number;
  starts: Int32Array<ArrayBuffer>;
  lengths: Int32Array<ArrayBuffer>;
};

/**
 * One slice of numbers per key (a word, an item), all in one typed array: key k's are
 * `data[starts[k], starts[k] + lengths[k])`. A slice written again goes to the end and leaves a gap where
 * it was; once the gaps outgrow what is kept, everything is copied once without them.
 */
export class Slices<A extends Values> {
  data: A;
  private used = 0;
  private gaps = 0;
  private starts = new Int32Array(64);
  private lengths = new Int32Array(64);

  constructor(data: A) {
    this.data = data;
  }

  state(): SlicesState<A> {
    const { data, used, gaps, starts, lengths } = this;
    return { data, used, gaps, starts, lengths };
  }

  static fromState<A extends Values>(state: SlicesState<A>): Slices<A> {
    const slices = new Slices(state.data);
    Object.assign(slices, state);
    return slices;
  }

  /** Slices of these lengths, one after another in an array of exactly their sum, to be filled. */
  static laidOut<A extends Values>(empty: A, lengths: Int32Array): Slices<A> {
    let total = 0;
    const starts = new Int32Array(Math.max(64, lengths.length));
    for (let key = 0; key < lengths.length; key++) {
      starts[key] = total;
      total += lengths[key]!;
    }
    const data = new (empty.constructor as new (length: number) => A)(total);
    const all = new Int32Array(starts.length);
    all.set(lengths);
    return Slices.fromState({ data, used: total, gaps: 0, starts, lengths: all });
  }

  /** The same slices with their numbers in `data` (of another kind, the same length). */
  widened<B extends Values>(make: (values: A) => B): Slices<B> {
    return Slices.fromState({ ...this.state(), data: make(this.data) });
  }

  /** How many numbers are held, gaps included: what the store costs. */
  get size(): number {
    return this.used;
  }

  start(key: number): number {
    return key < this.starts.length ? this.starts[key]! : 0;
  }

  length(key: number): number {
    return key < this.lengths.length ? this.lengths[key]! : 0;
  }

  /** Key k's numbers (a view: valid until the next `reserve`). */
  of(key: number): A {
    const start = this.start(key);
    return this.data.subarray(start, start + this.length(key)) as A;
  }

  /** Key k's slice made `length` long at the end of `data`, its old numbers dropped; answers where it starts. */
  reserve(key: number, length: number): number {
    if (key >= this.starts.length) {
      const capacity = Math.max(key + 1, this.starts.length * 2);
      this.starts = grown(this.starts, capacity, this.starts.length);
      this.lengths = grown(this.lengths, capacity, this.lengths.length);
    }
    this.gaps += this.lengths[key]!;
    this.lengths[key] = 0;
    // Out of room: everything copied once without the gaps, with an eighth more room than it keeps.
    // Doubling instead would leave a built index (written at its exact size) twice its size after the
    // first change of one item.
    if (this.used + length > this.data.length) this.compact(length + ((this.used - this.gaps + length) >> 3));
    this.starts[key] = this.used;
    this.lengths[key] = length;
    this.used += length;
    return this.starts[key]!;
  }

  /** Key k's numbers replaced by these. */
  set(key: number, values: ArrayLike<number>): void {
    const at = this.reserve(key, values.length);
    this.data.set(values, at);
  }

  /** The slices without gaps, and with `room` to spare (none once an index is built). */
  compact(room = 0): void {
    const kept = this.used - this.gaps;
    const data = new (this.data.constructor as new (length: number) => A)(Math.max(kept + room, 16));
    let used = 0;
    for (let key = 0; key < this.starts.length; key++) {
      const length = this.lengths[key]!;
      data.set(this.data.subarray(this.starts[key]!, this.starts[key]! + length), used);
      this.starts[key] = used;
      used += length;
    }
    release(this.data);
    this.data = data;
    this.used = used;
    this.gaps = 0;
  }
}

/** Every `SKIP`-th place of a list is noted with where it ends, so that a look-up decodes at most `SKIP`. */
const SKIP = 64;
/** The log of words while an index is built is kept in chunks of 1 MB; a number never spans two. */
const LOG_CHUNK = 1 << 20;

function varintSize(value: number): number {
  return value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : value < 0x10000000 ? 4 : 5;
}

/** Writes `value` (0 ≤ value < 2^31) as LEB128 at `at`; answers where the next byte goes. */
function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  let rest = value;
  while (rest >= 0x80) {
    bytes[at++] = (rest & 0x7f) | 0x80;
    rest >>>= 7;
  }
  bytes[at++] = rest;
  return at;
}

/** What `Postings.state` hands over. */
export type PostingsState = {
  bytes: SlicesState<Uint8Array<ArrayBuffer>>;
  skips: SlicesState<Int32Array<ArrayBuffer>>;
  counts: Int32Array<ArrayBuffer>;
  termCount: number;
};

/**
 * Per word of the catalogue (by its number), the places of the items holding it, ascending, each written
 * as its distance from the one before in LEB128 (one byte for a distance below 128): for 100,000 items
 * about a byte a place instead of four. Per list every 64th place is noted with where its bytes end
 * (`skips`: place, then offset), so that whether a list holds a place is a binary search and 64 numbers
 * decoded. Places are added in ascending order while an index is built (logged, and every list written
 * once at its final size at the first read) and anywhere by a change of one item (the word's list
 * written again).
 */
export class Postings {
  private bytes = new Slices(new Uint8Array(1024));
  private skips = new Slices(new Int32Array(64));
  private counts = new Int32Array(64);
  private terms = 0;
  /** A list decoded for `of` (valid until the next `of`), and one for a change. */
  private decoded = new Int32Array(64);
  private changing = new Int32Array(64);
  /**
   * While an index is built every place comes after those added before it: the words of each place are
   * logged (as LEB128, in chunks that are never copied) and put into the lists in one pass at the first
   * read, each list written once at its final size. Growing each list by doubling instead left about as
   * much again in freed blocks of the C heap, which the process kept (decision 0038).
   */
  private logging = true;
  private logChunks: Uint8Array<ArrayBuffer>[] = [];
  /** Bytes used in the last chunk. */
  private logUsed = LOG_CHUNK;
  /** Per run of one place's words: the place and how many words it logged. */
  private runPlaces = new Int32Array(1024);
  private runCounts = new Int32Array(1024);
  private runs = 0;
  /** Per word, the last place logged for it, so that a place is logged once. */
  private lastLogged = new Int32Array(64).fill(-1);

  /** Every list as `trim` leaves them, for another thread to take over without a copy. */
  state(): PostingsState {
    this.flush();
    return {
      bytes: this.bytes.state(),
      skips: this.skips.state(),
      counts: this.counts,
      termCount: this.terms,
    };
  }

  /** The postings a `state` describes, its arrays used as they are. */
  static fromState(state: PostingsState): Postings {
    const postings = new Postings();
    postings.logging = false;
    postings.lastLogged = new Int32Array(0);
    postings.bytes = Slices.fromState(state.bytes);
    postings.skips = Slices.fromState(state.skips);
    postings.counts = state.counts;
    postings.terms = state.termCount;
    return postings;
  }

  get termCount(): number {
    return this.terms;
  }

  /** Room for one more word's list; its number is the previous count. */
  addTerm(): number {
    const term = this.terms++;
    if (term === this.counts.length) this.counts = grown(this.counts, term * 2, term);
    if (this.logging && term === this.lastLogged.length) {
      this.lastLogged = grown(this.lastLogged, term * 2, term);
      this.lastLogged.fill(-1, term);
    }
    return term;
  }

  /** The places holding the word, ascending (a view: valid until the next `of`). */
  of(term: number): Int32Array {
    this.flush();
    const count = this.counts[term]!;
    if (this.decoded.length < count) this.decoded = new Int32Array(count + (count >> 2));
    this.decode(term, this.decoded);
    return this.decoded.subarray(0, count);
  }

  count(term: number): number {
    this.flush();
    return this.counts[term]!;
  }

  has(term: number, place: number): boolean {
    this.flush();
    if (this.counts[term] === 0) return false;
    const skips = this.skips.of(term);
    // The last noted place not above `place`, if any: decoding starts after it.
    let low = 0;
    let high = skips.length >> 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (skips[middle * 2]! <= place) low = middle + 1;
      else high = middle;
    }
    let value = -1;
    let at = this.bytes.start(term);
    const end = at + this.bytes.length(term);
    if (low > 0) {
      value = skips[(low - 1) * 2]!;
      if (value === place) return true;
      at += skips[(low - 1) * 2 + 1]!;
    }
    const bytes = this.bytes.data;
    while (at < end && value < place) {
      let byte = bytes[at++]!;
      let delta = byte & 0x7f;
      for (let shift = 7; byte & 0x80; shift += 7) {
        byte = bytes[at++]!;
        delta |= (byte & 0x7f) << shift;
      }
      value += delta;
    }
    return value === place;
  }

  /** Adds the place to the word's list, keeping it ascending; nothing when it is there. */
  add(term: number, place: number): void {
    if (this.logging && this.log(term, place)) return;
    if (this.has(term, place)) return;
    const count = this.counts[term]!;
    const values = this.changingList(term, count + 1);
    let at = count;
    while (at > 0 && values[at - 1]! > place) {
      values[at] = values[at - 1]!;
      at--;
    }
    values[at] = place;
    this.write(term, values, count + 1);
  }

  /** Takes the place out of the word's list; nothing when it is not there. */
  remove(term: number, place: number): void {
    if (!this.has(term, place)) return;
    const count = this.counts[term]!;
    const values = this.changingList(term, count);
    const at = values.indexOf(place);
    values.copyWithin(at, at + 1, count);
    this.write(term, values, count - 1);
  }

  /** Every list without gaps or spare room, once an index is built. */
  trim(): void {
    this.flush();
    this.bytes.compact();
    this.skips.compact();
  }

  /** The word's list decoded into the array kept for changes, with room for `room` places. */
  private changingList(term: number, room: number): Int32Array {
    if (this.changing.length < room) this.changing = new Int32Array(room + (room >> 2));
    this.decode(term, this.changing);
    return this.changing;
  }

  /** Decodes the word's list into `into`; answers its length. */
  private decode(term: number, into: Int32Array): number {
    const bytes = this.bytes.data;
    let at = this.bytes.start(term);
    const end = at + this.bytes.length(term);
    let value = -1;
    let n = 0;
    while (at < end) {
      let byte = bytes[at++]!;
      let delta = byte & 0x7f;
      for (let shift = 7; byte & 0x80; shift += 7) {
        byte = bytes[at++]!;
        delta |= (byte & 0x7f) << shift;
      }
      value += delta;
      into[n++] = value;
    }
    return n;
  }

  /** The word's list written again from `values[0, count)`, ascending, with its noted places. */
  private write(term: number, values: Int32Array, count: number): void {
    let size = 0;
    let previous = -1;
    for (let i = 0; i < count; i++) {
      size += varintSize(values[i]! - previous);
      previous = values[i]!;
    }
    const start = this.bytes.reserve(term, size);
    const skipStart = this.skips.reserve(term, count > 0 ? 2 * Math.floor((count - 1) / SKIP) : 0);
    const bytes = this.bytes.data;
    const skips = this.skips.data;
    let at = start;
    previous = -1;
    for (let i = 0; i < count; i++) {
      const value = values[i]!;
      at = writeVarint(bytes, at, value - previous);
      previous = value;
      if (i > 0 && i % SKIP === 0) {
        const skip = skipStart + 2 * (i / SKIP - 1);
        skips[skip] = value;
        skips[skip + 1] = at - start;
      }
    }
    this.counts[term] = count;
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
        this.runCounts = grown(this.runCounts, this.runs * 2, this.runs);
      }
      this.runPlaces[this.runs] = place;
      this.runCounts[this.runs++] = 0;
    }
    if (this.logUsed + 5 > LOG_CHUNK) {
      this.logChunks.push(new Uint8Array(LOG_CHUNK));
      this.logUsed = 0;
    }
    this.logUsed = writeVarint(this.logChunks.at(-1)!, this.logUsed, term);
    this.runCounts[this.runs - 1]!++;
    return true;
  }

  /**
   * The logged places put into the lists (empty until then), logging ended: a first pass over the log
   * sizes every list, a second writes each at its place in one buffer of the final size.
   */
  private flush(): void {
    if (!this.logging) return;
    this.logging = false;
    this.lastLogged = new Int32Array(0);
    if (this.runs === 0) return;
    const termCount = this.terms;
    const sizes = new Int32Array(termCount);
    const last = new Int32Array(termCount).fill(-1);
    this.eachLogged((term, place) => {
      sizes[term]! += varintSize(place - last[term]!);
      last[term] = place;
      this.counts[term]!++;
    });
    const skipSizes = new Int32Array(termCount);
    for (let term = 0; term < termCount; term++) {
      const count = this.counts[term]!;
      skipSizes[term] = count > 0 ? 2 * Math.floor((count - 1) / SKIP) : 0;
    }
    this.bytes = Slices.laidOut(new Uint8Array(0), sizes);
    this.skips = Slices.laidOut(new Int32Array(0), skipSizes);
    const bytes = this.bytes.data;
    const skips = this.skips.data;
    const written = new Int32Array(termCount);
    sizes.fill(0);
    last.fill(-1);
    this.eachLogged((term, place) => {
      const start = this.bytes.start(term);
      const at = writeVarint(bytes, start + sizes[term]!, place - last[term]!);
      // `sizes` now counts the bytes written so far.
      sizes[term] = at - start;
      last[term] = place;
      const i = written[term]!++;
      if (i > 0 && i % SKIP === 0) {
        const skip = this.skips.start(term) + 2 * (i / SKIP - 1);
        skips[skip] = place;
        skips[skip + 1] = at - start;
      }
    });
    for (const chunk of this.logChunks) release(chunk);
    this.logChunks = [];
    this.runPlaces = new Int32Array(0);
    this.runCounts = new Int32Array(0);
    this.runs = 0;
  }

  /** Every logged (word, place), in the order logged. */
  private eachLogged(visit: (term: number, place: number) => void): void {
    let chunk = -1;
    let at = LOG_CHUNK;
    for (let run = 0; run < this.runs; run++) {
      const place = this.runPlaces[run]!;
      for (let n = this.runCounts[run]!; n > 0; n--) {
        // The log moved to its next chunk where fewer than 5 bytes were left (`log`).
        if (at + 5 > LOG_CHUNK) {
          chunk++;
          at = 0;
        }
        const bytes = this.logChunks[chunk]!;
        let byte = bytes[at++]!;
        let term = byte & 0x7f;
        for (let shift = 7; byte & 0x80; shift += 7) {
          byte = bytes[at++]!;
          term |= (byte & 0x7f) << shift;
        }
        visit(term, place);
      }
    }
  }
}

/** What `PlacedWords.state` hands over. */
export type PlacedWordsState = SlicesState<Uint16Array<ArrayBuffer>> | SlicesState<Int32Array<ArrayBuffer>>;

/**
 * Per item (by its place) its placed words, as numbers the index gives meaning to: in 16 bits while every
 * number written fits in them (the 2,835 words of 100,000 generated products do), in 32 once one does not.
 */
export class PlacedWords {
  private slices: Slices<Uint16Array<ArrayBuffer>> | Slices<Int32Array<ArrayBuffer>> = new Slices(
    new Uint16Array(1024),
  );

  /** What the store holds, its arrays as they are, for another thread to take over without a copy. */
  state(): PlacedWordsState {
    return this.slices.state();
  }

  /** The store a `state` describes, its arrays used as they are. */
  static fromState(state: PlacedWordsState): PlacedWords {
    const placed = new PlacedWords();
    placed.slices = Slices.fromState<Uint16Array<ArrayBuffer> | Int32Array<ArrayBuffer>>(state) as
      | Slices<Uint16Array<ArrayBuffer>>
      | Slices<Int32Array<ArrayBuffer>>;
    return placed;
  }

  /** Item `place`'s words, replacing those it had. */
  set(place: number, words: readonly number[]): void {
    const { slices } = this;
    if (slices.data instanceof Uint16Array && words.some((word) => word > 0xffff)) {
      this.slices = (slices as Slices<Uint16Array<ArrayBuffer>>).widened((data) => Int32Array.from(data));
    }
    this.slices.set(place, words);
  }

  /** Item `place`'s words (a view: valid until the next `set`). */
  of(place: number): Uint16Array | Int32Array {
    return this.slices.of(place);
  }

  /** How many numbers are held, gaps included: what the store costs, 2 or 4 bytes each. */
  get size(): number {
    return this.slices.size;
  }

  /** The words without gaps or spare room, once an index is built or when gaps outgrow the words. */
  compact(): void {
    this.slices.compact();
  }
}
