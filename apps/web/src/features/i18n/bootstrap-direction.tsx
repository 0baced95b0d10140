import type { ReactNode } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { useTranslation } from 'react-i18next';
import { toShopLanguage } from './languages.ts';

// ThemeProvider's default `prefixes` is a new object on every render, which makes its context new too; a
// new context value wakes every sleeping island below it (components/island.tsx), so one object is passed.
const NO_PREFIXES = {};

/** Tells react-bootstrap the reading direction, which it needs to place dropdowns and drawers. */
export function BootstrapDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { dir } = toShopLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ThemeProvider dir={dir} prefixes={NO_PREFIXES}>
      {children}
    </ThemeProvider>
  );
}
