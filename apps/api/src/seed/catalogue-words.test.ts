import { describe, expect, it } from 'vitest';
import { categoryPlan, type Part } from './catalogue-plan.ts';
import { catalogueWords, inSeedLanguage, SEED_TRANSLATIONS } from './catalogue-words.ts';
import { specialItems } from './special-items.ts';

const partText = (part: Part) => (typeof part === 'string' ? part : part[0]);
const placeholders = (pattern: string) =>
  [...pattern.matchAll(/\{(\w+)(?::lower)?\}/g)].map((match) => match[1]).sort();

const patterns = categoryPlan.flatMap((top) => top.children.flatMap((c) => [...c.names, ...c.descriptions]));
const texts = [
  ...categoryPlan.flatMap((top) => [top.name, ...top.closers, ...top.children.map((c) => c.name)]),
  ...categoryPlan.flatMap((top) =>
    top.children.flatMap((c) => Object.values(c.parts).flatMap((parts) => parts.map(partText))),
  ),
];

describe('the demo catalogue in Arabic and Chinese', () => {
  it.each(SEED_TRANSLATIONS)('has %s for every name pattern, sentence, part and category', (language) => {
    for (const text of [...patterns, ...texts]) expect(() => inSeedLanguage(text, language)).not.toThrow();
  });

  it.each(SEED_TRANSLATIONS)('keeps every placeholder of a pattern in %s', (language) => {
    for (const pattern of patterns) {
      expect(placeholders(inSeedLanguage(pattern, language)), pattern).toEqual(placeholders(pattern));
    }
  });

  it('names each department in Arabic as a definite noun, so the menu\'s "كل {{name}}" reads "كل العطور"', () => {
    for (const top of categoryPlan) expect(inSeedLanguage(top.name, 'ar'), top.name).toMatch(/^ال|\sال/);
    expect(`كل ${inSeedLanguage('Fragrance', 'ar')}`).toBe('كل العطور');
  });

  it('writes Arabic in Arabic letters and Chinese in Chinese characters', () => {
    // A pattern of placeholders alone ('{product} {size}') only orders the words.
    const words = (text: string) => text.replace(/\{\w+(?::lower)?\}/g, '').replace(/[\s,，、]/g, '');
    for (const [english, [ar, zh]] of Object.entries(catalogueWords)) {
      if (words(english) === '') continue;
      expect(ar, english).toMatch(/[\u0600-\u06FF]/);
      expect(zh, english).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('keeps measures and model names as they are, and refuses a text nobody translated', () => {
    expect(inSeedLanguage('70cl', 'ar')).toBe('70cl');
    expect(inSeedLanguage('10,000', 'zh')).toBe('10,000');
    expect(inSeedLanguage('Boeing 787-9 Dreamliner', 'ar')).toBe('Boeing 787-9 Dreamliner');
    expect(() => inSeedLanguage('Moon Rock Sampler', 'zh')).toThrow(/no zh for 'Moon Rock Sampler'/);
  });

  it('names and describes every product with a fixed code in both languages', () => {
    for (const item of specialItems) {
      expect(item.translations.ar[0]).toMatch(/[\u0600-\u06FF]/);
      expect(item.translations.ar[1]).toMatch(/[\u0600-\u06FF]/);
      expect(item.translations.zh[0]).toMatch(/[\u4E00-\u9FFF]/);
      expect(item.translations.zh[1]).toMatch(/[\u4E00-\u9FFF]/);
    }
  });
});
