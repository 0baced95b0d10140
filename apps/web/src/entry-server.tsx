import { FALLBACK_CURRENCY_ID, type RenderPage } from '@dutyfree/contracts';
import { dehydrate } from '@tanstack/react-query';
import ltrBootstrap from 'bootstrap/dist/css/bootstrap.min.css?raw';
import rtlBootstrap from 'bootstrap/dist/css/bootstrap.rtl.min.css?raw';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/app.tsx';
import { PAGE_STATE_ID, type PageState } from './app/page-state.ts';
import { routes } from './app/routes.ts';
import { paths } from './config/paths.ts';
import { consentIn } from './features/consent/consent-cookie.ts';
import { bootstrapStylesheet, FIRST_SCREEN_STYLE } from './features/i18n/document-language.ts';
import { shopI18nOptions } from './features/i18n/i18n.ts';
import { type LanguageCode, toShopLanguage } from './features/i18n/languages.ts';
import { allNamespaces, localeBackend } from './features/i18n/locale-backend.ts';
import { createQueryClient } from './lib/query-client.ts';
import { classesIn, type FirstScreenCss, firstScreenCss } from './server/first-screen-css.ts';
import {
  escapeHtml,
  headTags,
  screenStylesheets,
  scriptJson,
  scriptsAfterFirstPaint,
} from './server/page-head.ts';
import { pageLanguage } from './server/page-language.ts';
import { serverPages } from './server/server-pages.ts';

// The server renderer: the API loads this bundle from the web build and renders catalogue pages with it,
// so that a traveller on a slow connection (or without JavaScript) sees the page at once, and search
// engines and link previews read real titles. The browser then takes the page over (main.tsx).

/**
 * The token call belongs to the browser: on the server the start-up loader only says that it ran, so that
 * the browser's router sees its data and does not run it again while taking the page over.
 */
function withoutStartUp(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route) => ({
    ...route,
    ...(route.loader ? { loader: () => null } : {}),
    ...(route.children ? { children: withoutStartUp(route.children) } : {}),
  })) as RouteObject[];
}

const serverRoutes = withoutStartUp(routes);

// One instance per language, read once: a server-rendered page never changes language. It holds every
// namespace, later ones included, so that a page renders in full whatever it reads.
const translations = new Map<LanguageCode, Promise<i18n>>();

function translationsIn(language: LanguageCode): Promise<i18n> {
  let instance = translations.get(language);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .use(localeBackend)
      .init({ ...shopI18nOptions, ns: allNamespaces, lng: language })
      .then(() => created);
    translations.set(language, instance);
  }
  return instance;
}

// Each direction's Bootstrap, read once, from which a page takes the rules its first screen can use.
const bootstrapRules = new Map<'ltr' | 'rtl', FirstScreenCss>();

function bootstrapFor(dir: 'ltr' | 'rtl'): FirstScreenCss {
  let rules = bootstrapRules.get(dir);
  if (!rules) {
    rules = firstScreenCss(dir === 'rtl' ? rtlBootstrap : ltrBootstrap);
    bootstrapRules.set(dir, rules);
  }
  return rules;
}

/**
 * Bootstrap for a page whose body carries these classes: the rules its first screen can use, in the page,
 * and the whole sheet named for print, which index.html's script asks for once the page has been painted
 * and switches to every medium once it has come (document-language.ts then takes the page's rules out).
 * The first paint waits for neither the 31 KB gzip sheet nor its request, and does not share the link
 * with it. Without scripts the whole sheet is linked as usual.
 */
function bootstrapTags(dir: 'ltr' | 'rtl', classes: ReadonlySet<string>): string {
  const href = bootstrapStylesheet(dir);
  return [
    `<style ${FIRST_SCREEN_STYLE}>${bootstrapFor(dir).for(classes)}</style>`,
    `<link rel="stylesheet" data-href="${href}" data-bootstrap-css="${dir}" media="print" />`,
    `<noscript><link rel="stylesheet" href="${href}" /></noscript>`,
  ].join('\n    ');
}

/** index.html with the page's language, title, description, head tags and scripts; split where the page goes. */
function documentAround(
  template: string,
  page: { language: LanguageCode; title: string; description: string; head: string; classes: Set<string> },
): [string, string] {
  const { dir } = toShopLanguage(page.language);
  // The page paints without its scripts, which are asked for once it has been painted (page-head.ts).
  const filled = scriptsAfterFirstPaint(template)
    .replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${dir}">`)
    // Bootstrap goes before the shop's own styles (the first of them is the boot loader's), so that the
    // shop's rules override it as they do once the browser has placed it (document-language.ts).
    // Replaced by functions: a `$&` or `$'` in a title or a searched text is text, not a replacement pattern.
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(page.title)}</title>\n    ${bootstrapTags(dir, page.classes)}`,
    )
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', () => `  ${page.head}\n  </head>`);
  const start = filled.indexOf('<!-- page:');
  const end = filled.indexOf('<!-- /page -->');
  if (start < 0 || end < 0) throw new Error('index.html lacks the <!-- page: --> … <!-- /page --> markers');
  return [`${filled.slice(0, start)}<div id="root">`, `</div>${filled.slice(end + '<!-- /page -->'.length)}`];
}

/** The pages of serverPages (home, product, listings, search); null for every page the browser renders alone. */
export const renderPage: RenderPage = async (request, template) => {
  const url = new URL(request.url, request.origin);
  const found = serverPages
    .map((page) => ({ page, match: matchPath({ path: page.path, caseSensitive: true }, url.pathname) }))
    .find(({ match }) => match !== null);
  if (!found?.match) return null;

  const language = pageLanguage(url, request.cookie, request.acceptLanguage);
  // The browser keeps its currency in its own storage; the server prices in the shop's default, as the
  // browser does when nothing is stored.
  const currencyId = FALLBACK_CURRENCY_ID;
  const consented = consentIn(request.cookie);
  const i18n = await translationsIn(language);
  const queryClient = createQueryClient();
  const read = await found.page.read({
    params: found.match.params,
    url,
    language,
    currencyId,
    catalogue: request.catalogue,
    queryClient,
    i18n,
  });

  // What the shop does not have gets the not-found screen with its status; the browser then renders the
  // address afresh and goes to /404 as it always does.
  const shown = read ? url : new URL(paths.notFound, url);
  const handler = createStaticHandler(serverRoutes);
  const context = await handler.query(new Request(shown.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const screenTitle = read ? read.title : i18n.getFixedT(language, 'errors')('notFound.documentTitle');
  const title = i18n.getFixedT(language, 'common')('documentTitle', { title: screenTitle });
  const head = [
    screenStylesheets(context.matches),
    read
      ? headTags(
          {
            title,
            description: read.description,
            path: read.path,
            language,
            ...(read.image ? { image: read.image } : {}),
            ...(read.structuredData ? { structuredData: read.structuredData(request.origin) } : {}),
          },
          request.origin,
        )
      : '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  const state: PageState | null = read
    ? {
        language,
        currencyId,
        consented,
        router: { loaderData: context.loaderData },
        queries: dehydrate(queryClient),
      }
    : null;
  const stateScript = state
    ? `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`
    : '';

  // Rendered whole before the head is written: the head carries the Bootstrap rules the body's classes use.
  const stream = await renderToReadableStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders client={queryClient} consented={consented}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
    // Every Suspense boundary (the islands') in its place: React otherwise sends a large or late boundary
    // after the rest as a template and an inline script to move it, which the page's CSP does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const body = await new Response(stream).text();
  const [before, after] = documentAround(template, {
    language,
    title,
    description: read ? read.description : '',
    head,
    classes: classesIn(body),
  });
  const page = `${before}${body}${after.replace('</body>', () => `${stateScript}</body>`)}`;
  return { status: read ? 200 : 404, body: new Blob([page]).stream() };
};
