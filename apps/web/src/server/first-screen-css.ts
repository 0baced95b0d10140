/**
 * The rules of a stylesheet a server-rendered page can use, to write into the page so that its first paint
 * does not wait for the whole stylesheet (Bootstrap's is 230 KB, 31 KB gzip). A rule is kept when one of
 * its selectors names only classes the page's HTML carries; rules that name no class (the variables, the
 * reset, element and attribute rules) are always kept. Classes inside functional pseudo-classes (`:not()`,
 * `:is()`, `:has()`) are not required, so a kept set is never smaller than what matches the page. Kept
 * rules stay in the stylesheet's order, so that they cascade as they do in the whole sheet, which the page
 * still loads, later, for what scripts add.
 */

interface Rule {
  /** The classes each selector of the list needs; empty when one of them needs none. */
  needs: string[][];
  css: string;
}

interface Block {
  /** `@media …` or `@supports …`, whose rules are picked one by one. */
  prelude: string;
  rules: Rule[];
}

type Entry = Rule | Block;

const CLASS = /\.(-?[_a-zA-Z\\][\w\\-]*)/g;

/** The classes a selector needs, outside parentheses and attribute brackets. */
function classesOf(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const character of selector) {
    if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (depth === 0) outside += character;
  }
  return [...outside.matchAll(CLASS)].map((found) => (found[1] ?? '').replace(/\\/g, ''));
}

/** Splits at the top level (outside parentheses, brackets and strings) on a separator. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quote) {
      if (character === '\\') index++;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (character === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Reads one `prelude { body }` from `start`; returns where it ends (after the closing brace). */
function readBlock(css: string, start: number): { prelude: string; body: string; end: number } | null {
  let quote: string | null = null;
  let open = -1;
  let depth = 0;
  for (let index = start; index < css.length; index++) {
    const character = css[index];
    if (quote) {
      if (character === '\\') index++;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '/' && css[index + 1] === '*') index = css.indexOf('*/', index + 2) + 1;
    else if (character === ';' && depth === 0 && open < 0) {
      // A statement at-rule (@charset, @import): kept whole, as a rule that needs nothing.
      return { prelude: css.slice(start, index + 1), body: '', end: index + 1 };
    } else if (character === '{') {
      if (depth === 0) open = index;
      depth++;
    } else if (character === '}') {
      depth--;
      if (depth === 0)
        return { prelude: css.slice(start, open), body: css.slice(open + 1, index), end: index + 1 };
    }
  }
  return null;
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').trim();
}

function parse(css: string, nested: boolean): Entry[] {
  const entries: Entry[] = [];
  let position = 0;
  for (;;) {
    const block = readBlock(css, position);
    if (!block) break;
    position = block.end;
    const prelude = withoutComments(block.prelude);
    // Nothing in a page's <style> may say @charset; the page is UTF-8 already.
    if (prelude === '' || prelude.startsWith('@charset')) continue;
    if (block.body === '' && prelude.endsWith(';')) {
      entries.push({ needs: [[]], css: prelude });
    } else if (!nested && /^@(media|supports)\b/.test(prelude)) {
      entries.push({ prelude, rules: parse(block.body, true) as Rule[] });
    } else if (prelude.startsWith('@')) {
      // @keyframes, @font-face, @layer …: kept whole.
      entries.push({ needs: [[]], css: `${prelude}{${block.body}}` });
    } else {
      entries.push({ needs: splitTopLevel(prelude, ',').map(classesOf), css: `${prelude}{${block.body}}` });
    }
  }
  return entries;
}

export interface FirstScreenCss {
  /** The rules a page whose HTML carries these classes can use, in the stylesheet's order. */
  for(classes: ReadonlySet<string>): string;
}

/** Reads a stylesheet once; picking a page's rules is then a pass over the parsed rules. */
export function firstScreenCss(stylesheet: string): FirstScreenCss {
  const entries = parse(stylesheet, false);
  return {
    for(classes) {
      const usable = (rule: Rule) => rule.needs.some((needed) => needed.every((name) => classes.has(name)));
      return entries
        .map((entry) => {
          if (!('prelude' in entry)) return usable(entry) ? entry.css : '';
          const kept = entry.rules.filter(usable).map((rule) => rule.css);
          return kept.length > 0 ? `${entry.prelude}{${kept.join('')}}` : '';
        })
        .join('');
    },
  };
}

/** Every class named in the `class` attributes of an HTML text. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
