import { readFileSync } from 'node:fs';

// The screens' own translations, so that each journey reads the page in the language it is shown in.

const languages = ['en', 'ar', 'zh'] as const;
export type Language = (typeof languages)[number];

// biome-ignore lint/suspicious/noExplicitAny: translation files are free-form JSON, read by key in each journey.
export type Texts = any;

const read = new Map<string, Texts>();

/** One namespace of the web app's translations (apps/web/src/locales/<language>/<namespace>.json). */
export function locale(language: Language, namespace: string): Texts {
  const key = `${language}/${namespace}`;
  if (!read.has(key)) {
    const file = new URL(`../../apps/web/src/locales/${key}.json`, import.meta.url);
    read.set(key, JSON.parse(readFileSync(file, 'utf8')));
  }
  return read.get(key);
}

/** The translation with its values filled in, as i18next writes it (without direction isolates). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Text to match exactly inside a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translated sentence as a pattern: each value may come wrapped in direction isolates, and a value not
 * given stands for any text.
 */
export function sentence(template: string, values: Record<string, string>): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const value = (name: string) => {
    const given = values[name];
    return given === undefined ? '.+?' : `\\u2068?${literal(given)}\\u2069?`;
  };
  return new RegExp(parts.map((part, i) => (i % 2 === 0 ? literal(part) : value(part))).join(''));
}

/** The template with its one placeholder standing for any grouped number. */
export function numberPattern(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(literal)
      .join('[\\d,]+')}$`,
  );
}

/** A price in US dollars as the shop writes it in English. */
export const money = (amount: number) =>
  `USD ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let serial = 0;
/** A name no other journey (nor an earlier run on the same database) uses. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** First-strong isolates (U+2068 … U+2069) that Arabic lines put around their Latin runs. */
const ISOLATES = /[\u2066-\u2069]/g;

/** A text as read on screen, without the isolates that keep its Latin runs in order in Arabic. */
export function withoutIsolates(text: string): string {
  return text.replace(ISOLATES, '');
}

/** Matches `text` whether or not isolates were set around its Latin runs. */
export function isolatable(text: string): RegExp {
  return new RegExp([...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\u2066-\u2069]*'));
}
