// Hints in the HTML of the pages people land on: the browser starts fetching the page's own code and
// its first data while the app's main script is still loading, instead of one after the other.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { homeProductLists, productImageSizes, productListPath, productPath } from '@shop/core/page-data';
import type { Product } from '@shop/core/products';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A product's picture, or undefined when there is no such product. */
export type ProductPicture = (id: string) => Promise<Pick<Product, 'imgUrl' | 'imgSrcSet'> | undefined>;

type LandingPage = {
  pattern: RegExp;
  module: string;
  data: (match: RegExpExecArray) => string[];
  /** The id of the product whose picture is the page's largest paint. */
  pictureOf?: (match: RegExpExecArray) => string;
};

/** Landing pages and their route modules (web/src/app/router.tsx) and first requests. */
const landingPages: LandingPage[] = [
  { pattern: /^\/home\/?$/, module: 'src/routes/home.tsx', data: () => Object.values(homeProductLists).map(productListPath) },
  { pattern: /^\/shop\/?$/, module: 'src/routes/shop.tsx', data: () => [] },
  {
    pattern: /^\/shop\/([0-9a-f-]{36})$/,
    module: 'src/routes/product.tsx',
    data: (match) => [productPath(match[1] ?? '')],
    pictureOf: (match) => match[1] ?? '',
  },
];

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The entry and everything it imports: index.html loads these already. */
function entryClosure(manifest: Manifest): Set<string> {
  const closure = new Set<string>();
  const visit = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return closure;
}

/** A module's own chunk, the chunks it imports (minus what the entry loads) and their styles. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): { scripts: string[]; styles: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const nested = (chunk.imports ?? []).map((child) => chunkFiles(manifest, child, seen));
  return {
    scripts: [chunk.file, ...nested.flatMap((files) => files.scripts)],
    styles: [...(chunk.css ?? []), ...nested.flatMap((files) => files.styles)],
  };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

async function pictureHint(page: LandingPage, match: RegExpExecArray, productPicture: ProductPicture): Promise<string> {
  const picture = page.pictureOf && (await productPicture(page.pictureOf(match)));
  if (!picture) return '';
  const srcset = picture.imgSrcSet ? ` imagesrcset="${escapeAttribute(picture.imgSrcSet)}" imagesizes="${productImageSizes}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture.imgUrl)}"${srcset}>`;
}

/** index.html for a path, with hints for the landing pages it knows. */
export function pageHtml(indexHtml: string, webDist: string, productPicture: ProductPicture): (pathname: string) => Promise<string> {
  const manifest = readManifest(webDist);
  const codeHints = new Map(
    landingPages.map(({ module }) => {
      const { scripts, styles } = chunkFiles(manifest, module, entryClosure(manifest));
      const links = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      return [module, links.join('')];
    }),
  );
  return async (pathname) => {
    for (const page of landingPages) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      const dataHints = page
        .data(match)
        .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`);
      const hints = `${codeHints.get(page.module) ?? ''}${dataHints.join('')}${await pictureHint(page, match, productPicture)}`;
      return indexHtml.replace('</head>', `${hints}</head>`);
    }
    return indexHtml;
  };
}
