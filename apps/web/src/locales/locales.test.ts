import { describe, expect, test } from 'vitest';
import { languageCodes } from '../features/i18n/languages.ts';

type Json = string | { [key: string]: Json };

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });

// i18next picks plural forms by suffix, and languages have different sets of them (Arabic six, Chinese
// one), so keys are compared without the suffix.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: Json, prefix: string, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    into.add(prefix.replace(PLURAL_SUFFIX, ''));
    return into;
  }
  for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  for (const [file, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language) flatten(content, `${match[2]}:`, keys);
  }
  return keys;
}

function stringsOf(language: string): Map<string, string> {
  const strings = new Map<string, string>();
  function walk(value: Json, path: string) {
    if (typeof value === 'string') strings.set(path, value);
    else for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  }
  for (const [file, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language) walk(content, `${match[2]}:`);
  }
  return strings;
}

describe('translations', () => {
  const keysByLanguage = new Map(languageCodes.map((language) => [language, keysOf(language)]));
  const allKeys = new Set([...keysByLanguage.values()].flatMap((keys) => [...keys]));

  test('every shop language has translation files', () => {
    const folders = new Set(Object.keys(files).map((file) => file.split('/')[1]));
    expect([...folders].sort()).toEqual([...languageCodes].sort());
    for (const keys of keysByLanguage.values()) expect(keys.size).toBeGreaterThan(0);
  });

  test.each(languageCodes)('%s has every key that another language has', (language) => {
    const missing = [...allKeys].filter((key) => !keysByLanguage.get(language)?.has(key));
    expect(missing).toEqual([]);
  });

  test.each(languageCodes)('%s has no empty text and keeps every {{placeholder}} of English', (language) => {
    const english = stringsOf('en');
    const problems: string[] = [];
    for (const [key, text] of stringsOf(language)) {
      if (text.trim() === '') problems.push(`${key} is empty`);
      const wanted = english.get(key)?.match(/{{\s*\w+\s*}}/g) ?? [];
      // A plural form may spell its number out (Arabic's dual and zero forms say "two"/"none" in words).
      const spelledOut = /_(zero|one|two)$/.test(key);
      for (const placeholder of wanted) {
        if (spelledOut && /{{\s*count\s*}}/.test(placeholder)) continue;
        if (!text.includes(placeholder)) problems.push(`${key} lacks ${placeholder}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('English keeps the specification’s messages word for word', () => {
    const english = stringsOf('en');
    expect(english.get('errors:.notFound.title')).toBe('Page could not be found!');
    expect(english.get('errors:.exception.title')).toBe('SORRY ! SOMETHING WENT WRONG, PLEASE TRY AGAIN.');
    expect(english.get('layout:.cookieConsent.accept')).toBe('Accept Cookies');
  });
});
