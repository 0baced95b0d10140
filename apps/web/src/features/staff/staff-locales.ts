import type { ResourceKey } from 'i18next';
import { addLocaleFiles } from '../i18n/locale-backend.ts';

// The `staff` namespace in en, ar and zh: known to the translations only once this chunk has loaded, so a
// shopper's page neither downloads nor lists them. Same relative path as the shop's own glob.
addLocaleFiles(import.meta.glob<ResourceKey>('../../locales/*/staff.json', { import: 'default' }));
