// What a gallery costs: the product page (server-rendered), GET /api/products/:id and a product list holding the
// product, for a product with 8 pictures and 12 variants against a plain one (one picture, no variants) on the
// same server. The page is asked for twice: as autocannon asks (no Accept-Encoding, so the whole HTML goes out)
// and as a browser asks (gzip, the copy the page cache compressed once). The two take turns in short rounds and each ratio is the median of the rounds' ratios (the CPU
// this shared machine gives a process changes within a minute; see api.ts).
import { randomUUID } from 'node:crypto';
import { MAX_PRODUCT_PICTURES } from '@shop/core/product-pictures';
import type { NewProductInput } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { noisyPng } from '@shop/test-support/pictures';
import { logInAt, uploadAs, type Shopper } from '@shop/test-support/shopper';
import { load, type LoadResult } from './api.ts';
import { percentile } from './stats.ts';

const ROUNDS = 5;
const CONNECTIONS = 50;
/** The sample admin of a fresh server (functions/src/config.ts defaults). */
const SAMPLE_ADMIN = { email: 'admin@multimart.example', password: 'admin-pass-2024' };

/** What Chromium sends: the page then goes out as the gzipped copy kept with it. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const COLOURS = ['Oatmeal', 'Charcoal', 'Forest', 'Navy'];
const SIZES = ['Two-seat', 'Three-seat', 'Corner'];

async function addProduct(admin: Shopper, url: string, name: string, gallery: boolean): Promise<Product> {
  const pictureCount = gallery ? MAX_PRODUCT_PICTURES : 1;
  const pictures = [];
  // Camera-sized pictures that do not compress, so the variants are as large as an admin's photos make them.
  for (let index = 0; index < pictureCount; index += 1)
    pictures.push({ uploadId: await uploadAs(url, admin, await noisyPng(960, 960)), alt: `${name}, view ${index + 1}` });
  const sku = randomUUID().slice(0, 6).toUpperCase();
  const variants = COLOURS.flatMap((colour) =>
    SIZES.map((size) => ({ sku: `${sku}-${colour}-${size}`.toUpperCase(), values: [colour, size], stock: 5 })),
  );
  const body: NewProductInput = {
    productName: name,
    shortDesc: `${name}, for the benchmark.`,
    description: `${name} exists for the gallery benchmark.`,
    category: 'sofa',
    price: 89_900,
    pictures,
    ...(gallery
      ? {
          options: [
            { name: 'Colour', values: COLOURS },
            { name: 'Size', values: SIZES },
          ],
          variants,
        }
      : {}),
  };
  const response = await admin.call('/api/products', { method: 'POST', body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`adding ${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Product;
}

type Comparison = { gallery: LoadResult; plain: LoadResult; ratio: number };

/** The gallery product's address against the plain one's, in turns; the ratio is gallery req/s over plain req/s. */
async function compare(galleryUrl: string, plainUrl: string, seconds: number, headers: Record<string, string> = {}): Promise<Comparison> {
  await load(galleryUrl, CONNECTIONS, 1, headers);
  await load(plainUrl, CONNECTIONS, 1, headers);
  const rounds: { gallery: LoadResult; plain: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round += 1)
    rounds.push({
      gallery: await load(galleryUrl, CONNECTIONS, seconds, headers),
      plain: await load(plainUrl, CONNECTIONS, seconds, headers),
    });
  const median = (pick: (round: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 0.5);
  const figures = (side: 'gallery' | 'plain'): LoadResult => ({
    requestsPerSecond: median((round) => round[side].requestsPerSecond),
    p99Ms: median((round) => round[side].p99Ms),
    errors: rounds.reduce((sum, round) => sum + round[side].errors, 0),
  });
  return {
    gallery: figures('gallery'),
    plain: figures('plain'),
    ratio: median((round) => round.gallery.requestsPerSecond / round.plain.requestsPerSecond),
  };
}

/** A gallery product and a plain one, added by the sample admin, and a way to delete them again. */
export async function addBenchProducts(url: string) {
  const admin = await logInAt(url, SAMPLE_ADMIN.email, SAMPLE_ADMIN.password);
  const tag = randomUUID().slice(0, 8);
  const gallery = await addProduct(admin, url, `Bench Gallery Sofa ${tag}`, true);
  const plain = await addProduct(admin, url, `Bench Plain Sofa ${tag}`, false);
  const remove = async () => {
    for (const product of [gallery, plain]) await admin.call(`/api/products/${product.id}`, { method: 'DELETE' });
  };
  return { gallery, plain, remove };
}

/** The page's bytes as sent whole and as sent gzipped: the measure that does not depend on the machine's load. */
async function pageBytes(pageUrl: string): Promise<{ raw: number; gzip: number }> {
  const sent = async (headers: Record<string, string>) => Number((await fetch(pageUrl, { headers })).headers.get('content-length'));
  return { raw: await sent({ 'accept-encoding': 'identity' }), gzip: await sent(BROWSER_ENCODINGS) };
}

export async function benchGallery(url: string, roundSeconds = 2) {
  const { gallery, plain, remove } = await addBenchProducts(url);
  const list = (product: Product) => `${url}/api/products?q=${encodeURIComponent(product.productName)}`;
  try {
    return {
      pictures: gallery.pictures.length,
      variants: gallery.variants.length,
      bytes: { gallery: await pageBytes(`${url}/shop/${gallery.id}`), plain: await pageBytes(`${url}/shop/${plain.id}`) },
      page: await compare(`${url}/shop/${gallery.id}`, `${url}/shop/${plain.id}`, roundSeconds),
      pageGzip: await compare(`${url}/shop/${gallery.id}`, `${url}/shop/${plain.id}`, roundSeconds, BROWSER_ENCODINGS),
      api: await compare(`${url}/api/products/${gallery.id}`, `${url}/api/products/${plain.id}`, roundSeconds),
      list: await compare(list(gallery), list(plain), roundSeconds),
    };
  } finally {
    await remove();
  }
}
