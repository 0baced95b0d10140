// How the catalogue's texts and a traveller's query are cut into words the search index compares
// (decision 0038): one normal form for both sides, so that case, accents, Arabic letter variants and
// diacritics never decide whether a product is found.

/** Latin accents (after NFKD), Arabic harakat, the superscript alef and tatweel: written or not, same word. */
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;

/** Arabic letters written in several forms: alef with hamza or madda, taa marbuta, alef maqsura. */
const ARABIC_VARIANTS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
};
const ARABIC_VARIANT = /[أإآٱةى]/g;

/** Chinese is written without spaces: each character is a word of its own, found next to its neighbours. */
const HAN = /\p{Script=Han}/u;
const WORD_OR_HAN = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

const NOT_ASCII = /[^ -~\t\n\r]/;

/** The form a text is compared in: lower case, without accents, marks and Arabic letter variants. */
export function normalised(text: string): string {
  // Most of the catalogue is plain ASCII, which has nothing to decompose or strip.
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(ARABIC_VARIANT, (letter) => ARABIC_VARIANTS[letter] ?? letter);
}

/** The words of a text, normalised, in order: runs of letters and digits, and single Chinese characters. */
export function wordsOf(text: string): string[] {
  return normalised(text).match(WORD_OR_HAN) ?? [];
}

/** The words of a text as written (case and accents kept), in the same order and number as `wordsOf`. */
export function writtenWordsOf(text: string): string[] {
  return text.normalize('NFKC').match(WORD_OR_HAN) ?? [];
}

export function isHan(word: string): boolean {
  return HAN.test(word);
}

/**
 * Typos a query word may carry (insertions, deletions, substitutions, swapped neighbours): none below
 * 5 letters, one from 5, two from 9. Numbers and Chinese characters are matched exactly: 12 is not 18.
 */
export function typosAllowed(word: string): number {
  if (/\p{N}/u.test(word) || isHan(word)) return 0;
  const letters = [...word].length;
  if (letters >= 9) return 2;
  return letters >= 5 ? 1 : 0;
}

/**
 * Spellings that mean the same product, as data: each group's words find each other, with no typo
 * counted. Written in the normal form (`normalised`).
 */
export const SPELLING_VARIANTS: readonly (readonly string[])[] = [
  ['whisky', 'whiskey', 'whiskies', 'whiskeys'],
  ['colour', 'color'],
  ['grey', 'gray'],
  ['perfume', 'parfum', 'parfume'],
  ['chocolate', 'chocolat'],
  ['cigarette', 'cigarettes'],
  ['cigar', 'cigars'],
  ['watch', 'watches'],
  ['ويسكي', 'وسكي'],
  ['عطر', 'عطور'],
];

/** Each variant's other spellings. */
export function variantsTable(groups: readonly (readonly string[])[]): Map<string, readonly string[]> {
  const table = new Map<string, readonly string[]>();
  for (const group of groups) {
    for (const word of group)
      table.set(
        word,
        group.filter((other) => other !== word),
      );
  }
  return table;
}

/** The three rows `editDistance` works in, reused by every call (it runs to its end without waiting). */
const rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The optimal string alignment distance of two words (insert, delete, substitute, swap neighbours), or
 * `limit + 1` as soon as it must exceed `limit`: the index compares a query word with many of its words.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > limit) return limit + 1;
  if (rows[0]!.length <= n) for (let row = 0; row < 3; row++) rows[row] = new Int32Array(2 * (n + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, limit + 1);
}
