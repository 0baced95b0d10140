import type { BackendModule, ResourceKey } from 'i18next';
import { LATER_NAMESPACES } from './namespace-groups.ts';

// One chunk per language and namespace: a visitor downloads only the language they read. Adding a file
// under src/locales/<lang>/ is all it takes to add a namespace. An area shoppers never open (the staff
// area) keeps its namespace out of this list: its own chunk adds its files with addLocaleFiles, so that
// neither the files nor the table of them reach a shopper's page.
const loaders: Record<string, () => Promise<ResourceKey>> = import.meta.glob<ResourceKey>(
  ['../../locales/*/*.json', '!../../locales/*/staff.json'],
  { import: 'default' },
);

function fileOf(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

/** Every namespace the English files define here (English is the reference the other languages must match). */
export const allNamespaces: string[] = Object.keys(loaders)
  .map((file) => /\/locales\/en\/([^/]+)\.json$/.exec(file)?.[1])
  .filter((namespace): namespace is string => namespace !== undefined)
  .sort();

/** The namespaces loaded before the first render: all but the later ones, and not those an area adds. */
export const namespaces: string[] = allNamespaces.filter(
  (namespace) => !LATER_NAMESPACES.includes(namespace),
);

/**
 * An area loaded on demand brings the files of its namespace (its own `import.meta.glob` of
 * '../../locales/*\/<namespace>.json', so paths match); react-i18next's useTranslation then loads them.
 */
export function addLocaleFiles(files: Record<string, () => Promise<ResourceKey>>): void {
  Object.assign(loaders, files);
}

export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders[fileOf(language, namespace)];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
