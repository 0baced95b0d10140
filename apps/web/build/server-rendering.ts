import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/** Where the server bundle goes inside the build; the API loads `<WEB_DIST>/server/entry-server.js`. */
const SERVER_DIR = 'server';
/** The browser build's manifest (Vite's default place), which the server build reads. */
const MANIFEST = join('.vite', 'manifest.json');

/** Every stylesheet a chunk brings, with those of the chunks it imports. */
function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => stylesOf(manifest, imported, seen)),
  ];
}

/**
 * The stylesheets of each lazily loaded module of the browser build, beyond those index.html links already
 * (the entry's and its imports'), keyed by the module's path from the app's root.
 */
export function lazyStyles(manifest: Manifest, base: string): Map<string, string[]> {
  const linked = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .flatMap((key) => stylesOf(manifest, key)),
  );
  const styles = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = [...new Set(stylesOf(manifest, key))].filter((file) => !linked.has(file));
    if (own.length > 0)
      styles.set(
        key,
        own.map((file) => `${base}${file}`),
      );
  }
  return styles;
}

/**
 * One `vite build` makes both halves of the app: the browser's (into outDir, whatever the command line
 * says) and the server renderer's (into outDir/server). The server bundle carries every library it uses,
 * so that the API can load it from any folder without a node_modules beside it.
 *
 * A lazy screen's stylesheet is linked by the browser's loader when the screen's chunk loads, which never
 * happens without JavaScript. So the server build gives each lazy module a route `handle` naming its
 * stylesheets, read from the browser build's manifest (built first), and the renderer links them.
 */
export function serverRendering(): Plugin {
  let clientOutDir = 'dist';
  let root = '.';
  let base = '/';
  let styles: Map<string, string[]> | undefined;
  return {
    name: 'dutyfree:server-rendering',
    config(config) {
      clientOutDir = resolve(config.root ?? '.', config.build?.outDir ?? 'dist');
      return {
        // Vite builds every environment below (browser first) when the config has a builder.
        builder: {},
        environments: {
          client: { build: { manifest: true } },
          ssr: {
            build: {
              outDir: join(clientOutDir, SERVER_DIR),
              emptyOutDir: true,
              copyPublicDir: false,
              rolldownOptions: { input: 'src/entry-server.tsx' },
            },
            resolve: { noExternal: true },
            // Bundled libraries pick their production builds, whatever the API's environment says.
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transform(code, id) {
      if (this.environment.name !== 'ssr' || this.environment.mode !== 'build') return undefined;
      styles ??= lazyStyles(JSON.parse(readFileSync(join(clientOutDir, MANIFEST), 'utf8')) as Manifest, base);
      const own = styles.get(relative(root, id).split('\\').join('/'));
      if (!own) return undefined;
      return { code: `${code}\nexport const handle = ${JSON.stringify({ styles: own })};\n`, map: null };
    },
  };
}
