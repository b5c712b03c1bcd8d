// The HTML of the pages people land on. Where the build has a renderer (page-render.ts) the page arrives
// drawn, with its data, and without index.html's preloads of the app's code: the page's first script
// (web/src/app/boot.ts) fetches that code once the page and its pictures are in. Otherwise it carries hints:
// the browser starts fetching the page's own code and its first data while the app's main script is still
// loading, instead of one after the other. What each page
// needs comes from the web build (dist/page-hints.json, written from Vite's manifest by web/build/page-hints.ts);
// the server only fills in the page's parameters and the picture of the product the page shows largest: the
// product a page names (a product page), or the first of a list it fetches (the home page's hero).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PAGE_STATE_ID } from '@shop/core/server-rendered-page';
import type { Product } from '@shop/core/products';
import { earlyClicksScript } from './early-clicks.ts';
import { escapeAttribute, escapeText } from './html-escape.ts';
import type { DrawnPage, DrawPage } from './page-render.ts';
import { socialTags } from './social-tags.ts';

/** A product by id, or the first product of a list the page fetches (its API address). */
export type PictureOf = { id: string } | { firstOf: string };

/** That product's picture, or undefined when there is no such product. */
export type ProductPicture = (product: PictureOf) => Promise<Pick<Product, 'imgUrl' | 'imgSrcSet'> | undefined>;

const sizes = z.string();

const pageHintsSchema = z.array(
  z.object({
    path: z.string(),
    fetch: z.array(z.string()),
    /** The page's data depends on its query string: `fetch` names the data of its address without one. */
    readsQuery: z.boolean().optional(),
    scripts: z.array(z.string()),
    styles: z.array(z.string()),
    productImage: z.union([z.object({ param: z.string(), sizes }), z.object({ firstOf: z.string(), sizes })]).optional(),
  }),
);
type PageHint = z.infer<typeof pageHintsSchema>[number];

function readHints(webDist: string): PageHint[] {
  const file = path.join(webDist, 'page-hints.json');
  return existsSync(file) ? pageHintsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : [];
}

/** "/shop/:id" as a matcher whose groups are the parameters. */
function matcherOf(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}/?$`);
}

const fillIn = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (whole, name: string) => (params[name] === undefined ? whole : encodeURIComponent(params[name])));

/** The product whose picture the hint names, with the page's parameters filled in. */
function productOf(image: NonNullable<PageHint['productImage']>, params: Record<string, string>): PictureOf | undefined {
  if (!('param' in image)) return { firstOf: image.firstOf };
  const id = params[image.param];
  return id === undefined ? undefined : { id };
}

async function pictureHint(hint: PageHint, params: Record<string, string>, productPicture: ProductPicture): Promise<string> {
  const image = hint.productImage;
  const product = image && productOf(image, params);
  const picture = product && (await productPicture(product));
  if (!image || !picture) return '';
  const srcset = picture.imgSrcSet
    ? ` imagesrcset="${escapeAttribute(picture.imgSrcSet)}" imagesizes="${escapeAttribute(image.sizes)}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture.imgUrl)}"${srcset}>`;
}

/**
 * The data a landing page asks for first, and its picture. None for a page whose data depends on a query
 * string it was given: its hint names the data of its plain address only.
 */
async function dataHints(hint: PageHint, params: Record<string, string>, search: string, productPicture: ProductPicture): Promise<string> {
  if (hint.readsQuery && search !== '') return '';
  const data = hint.fetch.map(
    (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(fillIn(url, params))}">`,
  );
  return `${data.join('')}${await pictureHint(hint, params, productPicture)}`;
}

/** A page the server drew fetches its code after its pictures (boot.ts): index.html's preloads go. */
const withoutPreloads = (html: string) => html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

/**
 * index.html with the page, its state and, where the page names them, its title, description and the tags
 * link previews read (social-tags.ts) for the address it was drawn at.
 */
function drawnInto(indexHtml: string, page: DrawnPage, url: URL): string {
  // Replaced by functions: a replacement string would read "$&" or "$'" in a product's words as patterns.
  const withPage = indexHtml.replace(
    '<div id="root"></div>',
    () =>
      `${earlyClicksScript}<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`,
  );
  const { head } = page;
  if (!head) return withPage;
  return withPage
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeText(head.description)}" />${socialTags(head, url)}`,
    );
}

export type PageHtmlOptions = {
  productPicture: ProductPicture;
  /** The build's renderer: the landing pages arrive drawn, with their data in the page. */
  drawPage?: DrawPage;
  /** A page the renderer could not draw is drawn by the browser; the failure is logged. */
  onDrawError?: (error: unknown) => void;
};

/** A page's HTML, and whether it was drawn (it is then the same until the catalogue or the dispatch day changes). */
export type PageHtml = { html: string; drawn: boolean };

/**
 * index.html for an address, with hints for the landing pages the build named and, where the build has a
 * renderer, a landing page drawn with its data.
 */
export function pageHtml(
  indexHtml: string,
  webDist: string,
  { productPicture, drawPage, onDrawError }: PageHtmlOptions,
): (url: URL) => Promise<PageHtml> {
  const drawnPageHtml = withoutPreloads(indexHtml);
  const pages = readHints(webDist).map((hint) => {
    const styles = hint.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`).join('');
    const scripts = hint.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`).join('');
    return { hint, matcher: matcherOf(hint.path), styles, scripts };
  });
  const draw = async (url: URL) => {
    try {
      return await drawPage?.(url.href);
    } catch (error) {
      onDrawError?.(error);
      return undefined;
    }
  };
  return async (url) => {
    for (const { hint, matcher, styles, scripts } of pages) {
      const match = matcher.exec(url.pathname);
      if (!match) continue;
      const params = match.groups ?? {};
      const drawn = await draw(url);
      if (drawn) {
        const head = `${styles}${await pictureHint(hint, params, productPicture)}</head>`;
        return { html: drawnInto(drawnPageHtml, drawn, url).replace('</head>', () => head), drawn: true };
      }
      const hints = `${styles}${scripts}${await dataHints(hint, params, url.search, productPicture)}</head>`;
      return { html: indexHtml.replace('</head>', () => hints), drawn: false };
    }
    return { html: indexHtml, drawn: false };
  };
}
