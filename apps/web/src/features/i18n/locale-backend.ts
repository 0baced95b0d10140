import type { BackendModule, ResourceKey } from 'i18next';

// One chunk per language and namespace: a visitor downloads only the language they read. Adding a file
// under src/locales/<lang>/ is all it takes to add a namespace.
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

function fileOf(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

/** Every namespace the English files define; English is the reference the other languages must match. */
export const namespaces: string[] = Object.keys(loaders)
  .map((file) => /\/locales\/en\/([^/]+)\.json$/.exec(file)?.[1])
  .filter((namespace): namespace is string => namespace !== undefined)
  .sort();

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
