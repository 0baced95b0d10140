import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { classesIn, firstScreenCss } from './first-screen-css.ts';

const sheet = [
  '@charset "UTF-8";/*! a licence */:root{--bs-blue:#0d6efd}',
  'body{margin:0}',
  '.btn{display:inline-block}',
  '.modal{position:fixed}',
  '.btn-group>.btn:not(.btn-check)+.btn{margin-left:-1px}',
  '.alert,.navbar-brand{padding:0}',
  '.btn-close{background:url("data:image/svg+xml,%3csvg xmlns=\'http://www.w3.org/2000/svg\'%3e{}%3c/svg%3e")}',
  '@media (min-width:992px){.navbar-expand-lg{flex-wrap:nowrap}.offcanvas-lg{position:static}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.d-none{display:none}',
].join('');

describe('the Bootstrap rules a server-rendered page carries', () => {
  const rules = firstScreenCss(sheet);

  it('keeps, in order, the rules that name only classes the page has, and those naming none', () => {
    expect(rules.for(new Set(['btn', 'navbar-expand-lg', 'btn-close']))).toBe(
      [
        ':root{--bs-blue:#0d6efd}',
        'body{margin:0}',
        '.btn{display:inline-block}',
        '.btn-close{background:url("data:image/svg+xml,%3csvg xmlns=\'http://www.w3.org/2000/svg\'%3e{}%3c/svg%3e")}',
        '@media (min-width:992px){.navbar-expand-lg{flex-wrap:nowrap}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('keeps a selector list when one of its selectors applies, and does not need classes inside :not()', () => {
    const kept = rules.for(new Set(['navbar-brand', 'btn-group', 'btn']));
    expect(kept).toContain('.alert,.navbar-brand{padding:0}');
    expect(kept).toContain('.btn-group>.btn:not(.btn-check)+.btn{margin-left:-1px}');
    expect(kept).not.toContain('.modal');
    expect(kept).not.toContain('@charset');
  });

  it("reads Bootstrap's own sheet whole: with every class it names, it keeps every rule", () => {
    const require = createRequire(import.meta.url);
    const bootstrap = readFileSync(require.resolve('bootstrap/dist/css/bootstrap.rtl.min.css'), 'utf8');
    const everyClass = new Set(
      [...bootstrap.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((found) => found[1] ?? ''),
    );
    const withoutPreamble = bootstrap
      .replace(/^@charset "UTF-8";\/\*![\s\S]*?\*\//, '')
      .replace(/\s*\/\*# sourceMappingURL=\S+ \*\/\s*$/, '');
    expect(firstScreenCss(bootstrap).for(everyClass)).toBe(withoutPreamble);
  });
});

describe('the classes of a page', () => {
  it('are every name in its class attributes', () => {
    expect([
      ...classesIn('<div class="navbar  navbar-dark"><a class="btn" data-class="x">y</a></div>'),
    ]).toEqual(['navbar', 'navbar-dark', 'btn']);
  });
});
