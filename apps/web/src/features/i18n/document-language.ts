import ltrStylesheet from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlStylesheet from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { toShopLanguage } from './languages.ts';

const BOOTSTRAP_LINK = 'link[data-bootstrap-css]';
/** The attribute of the <style> in which a server-rendered page carries the Bootstrap rules its first screen uses. */
export const FIRST_SCREEN_STYLE = 'data-first-screen';

let current: { direction: 'ltr' | 'rtl'; link: HTMLLinkElement; ready: Promise<void> } | null = null;

function insertBeforeOtherStyles(link: HTMLLinkElement): void {
  // Bootstrap must come first so the shop's own stylesheet, already in <head>, can override it.
  const firstStyle = document.head.querySelector('link[rel="stylesheet"], style');
  document.head.insertBefore(link, firstStyle);
}

/** Bootstrap's build for a reading direction; a server-rendered page links it in its <head>. */
export function bootstrapStylesheet(direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' ? rtlStylesheet : ltrStylesheet;
}

function switchBootstrapStylesheet(direction: 'ltr' | 'rtl'): Promise<void> {
  const href = bootstrapStylesheet(direction);
  if (current?.direction === direction) return current.ready;

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.bootstrapCss = direction;
  // The old stylesheet stays until the new one has arrived, so the page never shows unstyled.
  const ready = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  }).then(() => {
    if (current?.link !== link) return;
    // The page's own copy of some rules goes too: placed after the whole sheet, it would override rules
    // that come after them in Bootstrap, on elements the page gets later.
    for (const other of document.head.querySelectorAll(`${BOOTSTRAP_LINK}, style[${FIRST_SCREEN_STYLE}]`)) {
      if (other !== link) other.remove();
    }
  });
  insertBeforeOtherStyles(link);
  current = { direction, link, ready };
  return ready;
}

/**
 * Points <html lang/dir> and the Bootstrap stylesheet (LTR or RTL build) at a language. Resolves once the
 * stylesheet has loaded (or failed), so start-up can wait for it and avoid a flash of unstyled page.
 */
export function applyDocumentLanguage(code: string | undefined): Promise<void> {
  const language = toShopLanguage(code);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  return switchBootstrapStylesheet(language.dir);
}
