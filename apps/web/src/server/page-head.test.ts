import type { CatalogItem } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { headTags, productStructuredData, scriptJson, scriptsAfterFirstPaint } from './page-head.ts';

const item = {
  id: 7,
  name: 'Rose <Parfum>',
  description: 'Soft',
  brand: 'Maison',
  itemCode: 'P-7',
  itemImage: [
    { imageUrl: '/media/side.jpg', isDefualt: false },
    { imageUrl: '/media/front.jpg', isDefualt: true },
  ],
  quantity: 0,
  currentPrice: 80,
  currency: 'EUR',
} as CatalogItem;

describe('what a server-rendered page says about itself', () => {
  test('links its address in every language, the bare one being English', () => {
    const tags = headTags(
      { title: 'T', description: 'D', path: '/product-detail/7', language: 'ar' },
      'https://shop.example',
    );
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/product-detail/7?lng=ar" />');
    expect(tags).toContain('hreflang="en" href="https://shop.example/product-detail/7"');
    expect(tags).toContain('hreflang="x-default" href="https://shop.example/product-detail/7"');
    expect(tags).toContain('hreflang="zh" href="https://shop.example/product-detail/7?lng=zh"');
  });

  test('adds the language to an address that has a query of its own (search results)', () => {
    const tags = headTags(
      { title: 'T', description: 'D', path: '/SearchResult?searchValue=rose', language: 'zh' },
      'https://shop.example',
    );
    expect(tags).toContain(
      '<link rel="canonical" href="https://shop.example/SearchResult?searchValue=rose&amp;lng=zh" />',
    );
    expect(tags).toContain('hreflang="en" href="https://shop.example/SearchResult?searchValue=rose"');
  });

  test('escapes what the shop wrote, in attributes and in JSON-LD', () => {
    const tags = headTags(
      {
        title: 'Rose <Parfum> "new"',
        description: 'D',
        path: '/product-detail/7',
        language: 'en',
        structuredData: { name: '</script><script>alert(1)</script>' },
      },
      'https://shop.example',
    );
    expect(tags).toContain('content="Rose &lt;Parfum&gt; &quot;new&quot;"');
    expect(tags).not.toContain('</script><script>');
    expect(JSON.parse(scriptJson({ name: '</script>' }))).toEqual({ name: '</script>' });
  });

  test('describes a product with its default picture, price and availability', () => {
    expect(
      productStructuredData(item, 'https://shop.example/product-detail/7', 'https://shop.example'),
    ).toMatchObject({
      '@type': 'Product',
      name: 'Rose <Parfum>',
      image: 'https://shop.example/media/front.jpg',
      offers: { price: '80.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    });
  });
});

describe('the scripts of a server-rendered page', () => {
  const built = [
    '<html><head>',
    '    <script>inline()</script>',
    '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-B.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/framework-C.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-D.css">',
    '  </head><body></body></html>',
  ].join('\n');

  test('are named in a meta, the entry first, instead of being asked for from the head', () => {
    const page = scriptsAfterFirstPaint(built);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<meta name="app-scripts" content="/assets/index-A.js /assets/react-B.js /assets/framework-C.js" />\n  </head>',
    );
  });

  test('leave the inline script and the stylesheets where they were', () => {
    const page = scriptsAfterFirstPaint(built);
    expect(page).toContain('<script>inline()</script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  test('leave a page whose entry is not the one module script Vite writes as it is', () => {
    const development = '<head><script type="module" src="/src/main.tsx"></script></head>';
    expect(scriptsAfterFirstPaint(development)).toBe(development);
  });
});
