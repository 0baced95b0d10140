import type { ReactNode } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { useTranslation } from 'react-i18next';
import { toShopLanguage } from './languages.ts';

/** Tells react-bootstrap the reading direction, which it needs to place dropdowns and drawers. */
export function BootstrapDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { dir } = toShopLanguage(i18n.resolvedLanguage ?? i18n.language);
  return <ThemeProvider dir={dir}>{children}</ThemeProvider>;
}
