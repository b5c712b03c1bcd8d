import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { earlyClicksScript } from './early-clicks.ts';
import { pageHtml, type ProductPicture } from './page-hints.ts';
import type { DrawPage } from './page-render.ts';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="The shop." /><title>Multimart</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app-1.js"></head><body><div id="root"></div></body></html>';
const PRODUCT_ID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const SIZES = '(max-width: 760px) 92vw, 520px';
const TRENDING = '/api/products?sort=trending&pageSize=8';
const HERO_SIZES = '(max-width: 760px) 80vw, 460px';
const SHOP_LIST = '/api/products?category=all&pageSize=12';
const hints = [
  {
    path: '/home',
    fetch: [TRENDING, '/api/products?category=watch'],
    scripts: ['assets/home-1.js'],
    styles: [],
    productImage: { firstOf: TRENDING, sizes: HERO_SIZES },
  },
  {
    path: '/shop',
    fetch: [SHOP_LIST],
    readsQuery: true,
    scripts: ['assets/shop-1.js'],
    styles: [],
  },
  {
    path: '/shop/:id',
    fetch: ['/api/products/:id'],
    scripts: ['assets/product-1.js', 'assets/grid-1.js'],
    styles: ['assets/grid-1.css'],
    productImage: { param: 'id', sizes: SIZES },
  },
];

let dist: string;
let htmlFor: (pathname: string, search?: string) => Promise<string>;
const pictures = new Map([
  [PRODUCT_ID, { imgUrl: '/files/p/640.webp', imgSrcSet: '/files/p/320.webp 320w, /files/p/640.webp 640w' }],
  [TRENDING, { imgUrl: '/files/t/640.webp', imgSrcSet: '' }],
]);
const productPicture: ProductPicture = (product) => Promise.resolve(pictures.get('id' in product ? product.id : product.firstOf));

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'page-hints-'));
  await writeFile(path.join(dist, 'page-hints.json'), JSON.stringify(hints));
  const page = pageHtml(INDEX, dist, { productPicture });
  htmlFor = async (pathname, search = '') => (await page(new URL(`${pathname}${search}`, 'http://shop.test'))).html;
});

describe('page hints', () => {
  it("preloads a product page's own code, styles, data and picture, as the build named them", async () => {
    const html = await htmlFor(`/shop/${PRODUCT_ID}`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-1.css">');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/${PRODUCT_ID}">`);
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/files/p/640.webp" imagesrcset="/files/p/320.webp 320w, /files/p/640.webp 640w" imagesizes="${SIZES}">`,
    );
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('rel="preload" as="image"'));
  });

  it('gives an unknown product no picture hint', async () => {
    const html = await htmlFor('/shop/00000000-0000-4000-8000-000000000000');
    expect(html).toContain('rel="modulepreload"');
    expect(html).not.toContain('as="image"');
  });

  it('preloads every list the home page asks for, escaped, and the picture of the first trending product', async () => {
    const home = await htmlFor('/home');
    expect(home.match(/rel="preload" as="fetch"/g)).toHaveLength(2);
    expect(home).toContain('href="/api/products?sort=trending&amp;pageSize=8"');
    expect(home).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/t/640.webp">');
  });

  it("names a page's data for its address with a query only when the query does not change the data", async () => {
    expect(await htmlFor('/shop')).toContain('href="/api/products?category=all&amp;pageSize=12"');
    const filtered = await htmlFor('/shop', '?category=watch');
    expect(filtered).not.toContain('as="fetch"');
    expect(filtered).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-1.js">');
    expect((await htmlFor('/home', '?utm_source=mail')).match(/rel="preload" as="fetch"/g)).toHaveLength(2);
  });

  it('leaves other pages as they are', async () => {
    expect(await htmlFor('/cart')).toBe(INDEX);
    expect(await htmlFor('/shop/a/b')).toBe(INDEX);
  });
});

describe('pages the server draws', () => {
  const drawn = { html: '<header>Multimart</header><main><h1>Trending</h1></main>', state: '{"router":{},"queries":{}}' };
  const drawingPage = (drawPage: DrawPage, onDrawError?: (error: unknown) => void) => {
    const page = pageHtml(INDEX, dist, { productPicture, drawPage, onDrawError });
    return (pathname: string) => page(new URL(pathname, 'http://shop.test'));
  };

  it('sends a landing page drawn, with its state and its picture, and its code left to its first script', async () => {
    const draw = vi.fn<DrawPage>(() => Promise.resolve(drawn));
    const { html, drawn: isDrawn } = await drawingPage(draw)(`/shop/${PRODUCT_ID}?ref=mail`);
    expect(isDrawn).toBe(true);
    expect(draw).toHaveBeenCalledWith(`http://shop.test/shop/${PRODUCT_ID}?ref=mail`);
    // Ahead of the page, the one inline script: it holds a click made before the page's first script has run.
    expect(html).toContain(
      `${earlyClicksScript}<div id="root">${drawn.html}</div><script type="application/json" id="page-state">${drawn.state}</script>`,
    );
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/p/640.webp"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-1.css">');
    // Its data is in the page: nothing to fetch ahead. Its first script fetches the app once the pictures are in.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(html).not.toContain('modulepreload');
  });

  it('leaves a page the renderer declines, or fails to draw, to the browser, and reports the failure', async () => {
    const declined = await drawingPage(() => Promise.resolve(undefined))('/home');
    const failure = new Error('renderer broke');
    const onDrawError = vi.fn();
    const failed = await drawingPage(() => Promise.reject(failure), onDrawError)('/home');
    for (const { html, drawn: isDrawn } of [declined, failed]) {
      expect(isDrawn).toBe(false);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      expect(html.match(/rel="preload" as="fetch"/g)).toHaveLength(2);
    }
    expect(onDrawError).toHaveBeenCalledWith(failure);
  });

  it('gives a drawn page its own title and description, and keeps every character of its words', async () => {
    const words = 'Sofa & "Chair" <b>$& $\' $` $1</b>';
    const page = {
      html: `<h1>${words}</h1>`,
      state: '{"queries":"$\'"}',
      head: { title: `Multimart - ${words}`, description: `${words}, at Multimart.` },
    };
    const { html } = await drawingPage(() => Promise.resolve(page))(`/shop/${PRODUCT_ID}`);
    const escaped = "Sofa &amp; &quot;Chair&quot; &lt;b&gt;$&amp; $' $` $1&lt;/b&gt;";
    expect(html).toContain(`<title>Multimart - ${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}, at Multimart." />`);
    expect(html).toContain(`<div id="root">${page.html}</div><script type="application/json" id="page-state">${page.state}</script>`);
  });

  it('gives a drawn page Open Graph and Twitter tags at the address it was drawn at, its picture made absolute', async () => {
    const page = {
      html: '<h1>Lamp</h1>',
      state: '{}',
      head: { title: 'Multimart - Lamp & "Shade"', description: 'A lamp.', image: '/files/lamp.webp', type: 'product' as const },
    };
    const { html } = await drawingPage(() => Promise.resolve(page))(`/shop/${PRODUCT_ID}?ref=mail`);
    for (const tag of [
      '<meta property="og:title" content="Multimart - Lamp &amp; &quot;Shade&quot;" />',
      '<meta property="og:description" content="A lamp." />',
      `<meta property="og:url" content="http://shop.test/shop/${PRODUCT_ID}" />`,
      '<meta property="og:type" content="product" />',
      '<meta property="og:site_name" content="Multimart" />',
      '<meta property="og:image" content="http://shop.test/files/lamp.webp" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Multimart - Lamp &amp; &quot;Shade&quot;" />',
      '<meta name="twitter:description" content="A lamp." />',
      '<meta name="twitter:image" content="http://shop.test/files/lamp.webp" />',
    ])
      expect(html).toContain(tag);
  });

  it('shares a page without a picture as a plain website summary', async () => {
    const page = { html: '<h1>Shop</h1>', state: '{}', head: { title: 'Multimart - Shop', description: 'Everything.' } };
    const { html } = await drawingPage(() => Promise.resolve(page))(`/shop/${PRODUCT_ID}`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it('draws only the landing pages', async () => {
    const draw = vi.fn<DrawPage>(() => Promise.resolve(drawn));
    expect(await drawingPage(draw)('/cart')).toEqual({ html: INDEX, drawn: false });
    expect(draw).not.toHaveBeenCalled();
  });
});
