import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyStyles } from './server-rendering.ts';

// A browser build's manifest in small: the entry (index.html) with the shell's stylesheet, a lazy screen
// with its own and a shared chunk's, and a lazy screen that brings only what the entry has.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'], css: ['assets/index.css'] },
  '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
  '_listing.js': { file: 'assets/listing.js', imports: ['_shell.js'], css: ['assets/catalog.css'] },
  'src/features/home/home-screen.tsx': {
    file: 'assets/home-screen.js',
    isDynamicEntry: true,
    imports: ['index.html', '_listing.js'],
    css: ['assets/home-screen.css'],
  },
  'src/features/content/faq-screen.tsx': {
    file: 'assets/faq-screen.js',
    isDynamicEntry: true,
    imports: ['_shell.js'],
  },
};

describe('the stylesheets of lazy screens', () => {
  it("are the screen's own and its shared chunks', without those index.html links already", () => {
    expect(lazyStyles(manifest, '/')).toEqual(
      new Map([['src/features/home/home-screen.tsx', ['/assets/home-screen.css', '/assets/catalog.css']]]),
    );
  });

  it('are addressed under the base the app is served from', () => {
    expect(lazyStyles(manifest, '/shop/').get('src/features/home/home-screen.tsx')?.[0]).toBe(
      '/shop/assets/home-screen.css',
    );
  });
});
