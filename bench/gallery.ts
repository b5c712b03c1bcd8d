// What a gallery costs: the product page (server-rendered), GET /api/products/:id and a product list holding the
// product, for a product with 8 pictures and 12 variants against a plain one (one picture, no variants) on the
// same server, and the plain page against an identical plain twin's, so that the run shows its own noise beside
// the ratios it measures. The page is asked for twice: as autocannon asks (no Accept-Encoding, so the whole HTML goes out)
// and as a browser asks (gzip, the copy the page cache compressed once). The two take turns in short rounds and
// each ratio is the median of the rounds' ratios (the CPU this shared machine gives a process changes within a
// minute; see api.ts). The req/s ratio is the load client's as much as the server's: autocannon turns every body
// into a string, so a larger or gzipped body costs it more CPU, and a bare node:http server sending the same
// bytes shows the same gap. The server's CPU time per request (from /proc) is the server's own cost.
import { randomUUID } from 'node:crypto';
import { MAX_PRODUCT_PICTURES } from '@shop/core/product-pictures';
import type { NewProductInput } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { noisyPng } from '@shop/test-support/pictures';
import { logInAt, uploadAs, type Shopper } from '@shop/test-support/shopper';
import { load, type LoadResult } from './api.ts';
import { cpuFrom } from './process-cpu.ts';
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

/** A side's figures: req/s is bound by the load client on this machine, the server's CPU per request is not. */
type Side = LoadResult & { serverCpuUsPerRequest: number };
/** `serverCpuRatios`: each round's, lowest and highest, for how far one round's ratio may stray from the median. */
type Comparison = { gallery: Side; plain: Side; ratio: number; serverCpuRatio: number; serverCpuRatios: { low: number; high: number } };

/** Settles the requests still in the server when the load client stops, before its CPU is read. */
const SETTLE_MS = 200;

/**
 * The rate at which the server's CPU is read: the same for both pages and below either's most, so that each
 * request meets the server as idle as the other's. At full speed the server's CPU per request falls as the
 * requests queue up (one wake-up reads several), and how fast they queue up is the load client's pace.
 */
const CPU_RATE = 2000;

/** One round against `url`: req/s at full speed, then the server's CPU time per request at CPU_RATE. */
async function measured(url: string, serverPid: number | undefined, seconds: number, headers: Record<string, string>) {
  const result = await load(url, CONNECTIONS, seconds, headers);
  const cpuSince = await cpuFrom(serverPid);
  const paced = await load(url, CONNECTIONS, seconds, headers, CPU_RATE);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const cpu = await cpuSince();
  return { ...result, errors: result.errors + paced.errors, serverCpuUsPerRequest: (cpu * 1e6) / Math.max(paced.sent, 1) };
}

/**
 * The gallery product's address against the plain one's, in turns. `ratio` is gallery req/s over plain req/s,
 * which measures the load client as much as the server (autocannon's CPU per body; see the header);
 * `serverCpuRatio` is the plain page's server CPU per request over the gallery page's (>= 0.9: within 10 %).
 */
async function compare(
  galleryUrl: string,
  plainUrl: string,
  serverPid: number | undefined,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Comparison> {
  await load(galleryUrl, CONNECTIONS, 1, headers);
  await load(plainUrl, CONNECTIONS, 1, headers);
  const rounds: { gallery: Side; plain: Side }[] = [];
  // Which page goes first changes each round: what a round leaves behind (garbage, a warmer cache) is shared.
  for (let round = 0; round < ROUNDS; round += 1) {
    const measure = (url: string) => measured(url, serverPid, seconds, headers);
    if (round % 2 === 0) {
      const gallery = await measure(galleryUrl);
      rounds.push({ gallery, plain: await measure(plainUrl) });
    } else {
      const plain = await measure(plainUrl);
      rounds.push({ plain, gallery: await measure(galleryUrl) });
    }
  }
  const median = (pick: (round: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 0.5);
  const cpuRatios = rounds.map((round) => round.plain.serverCpuUsPerRequest / round.gallery.serverCpuUsPerRequest);
  const figures = (side: 'gallery' | 'plain'): Side => ({
    requestsPerSecond: median((round) => round[side].requestsPerSecond),
    p99Ms: median((round) => round[side].p99Ms),
    serverCpuUsPerRequest: median((round) => round[side].serverCpuUsPerRequest),
    errors: rounds.reduce((sum, round) => sum + round[side].errors, 0),
    sent: rounds.reduce((sum, round) => sum + round[side].sent, 0),
  });
  return {
    gallery: figures('gallery'),
    plain: figures('plain'),
    ratio: median((round) => round.gallery.requestsPerSecond / round.plain.requestsPerSecond),
    serverCpuRatio: percentile(cpuRatios, 0.5),
    serverCpuRatios: { low: Math.min(...cpuRatios), high: Math.max(...cpuRatios) },
  };
}

/**
 * A gallery product, a plain one and its twin (the same but for one letter of the name), added by the sample
 * admin, and a way to delete them again.
 */
export async function addBenchProducts(url: string) {
  const admin = await logInAt(url, SAMPLE_ADMIN.email, SAMPLE_ADMIN.password);
  const tag = randomUUID().slice(0, 8);
  const gallery = await addProduct(admin, url, `Bench Gallery Sofa ${tag}`, true);
  const plain = await addProduct(admin, url, `Bench Plain Sofa A ${tag}`, false);
  const plainTwin = await addProduct(admin, url, `Bench Plain Sofa B ${tag}`, false);
  const remove = async () => {
    for (const product of [gallery, plain, plainTwin]) await admin.call(`/api/products/${product.id}`, { method: 'DELETE' });
  };
  return { gallery, plain, plainTwin, remove };
}

/** The page's bytes as sent whole and as sent gzipped: the measure that does not depend on the machine's load. */
async function pageBytes(pageUrl: string): Promise<{ raw: number; gzip: number }> {
  const sent = async (headers: Record<string, string>) => Number((await fetch(pageUrl, { headers })).headers.get('content-length'));
  return { raw: await sent({ 'accept-encoding': 'identity' }), gzip: await sent(BROWSER_ENCODINGS) };
}

/** `serverPid`: the server's process, whose CPU time each round reads from /proc. */
export async function benchGallery(url: string, serverPid: number | undefined, roundSeconds = 2) {
  const { gallery, plain, plainTwin, remove } = await addBenchProducts(url);
  const list = (product: Product) => `${url}/api/products?q=${encodeURIComponent(product.productName)}`;
  try {
    return {
      pictures: gallery.pictures.length,
      variants: gallery.variants.length,
      bytes: { gallery: await pageBytes(`${url}/shop/${gallery.id}`), plain: await pageBytes(`${url}/shop/${plain.id}`) },
      page: await compare(`${url}/shop/${gallery.id}`, `${url}/shop/${plain.id}`, serverPid, roundSeconds),
      pageGzip: await compare(`${url}/shop/${gallery.id}`, `${url}/shop/${plain.id}`, serverPid, roundSeconds, BROWSER_ENCODINGS),
      /** The same measure of two identical plain pages ("gallery" is the twin's): how far apart equal pages come out. */
      pageGzipNoise: await compare(`${url}/shop/${plainTwin.id}`, `${url}/shop/${plain.id}`, serverPid, roundSeconds, BROWSER_ENCODINGS),
      api: await compare(`${url}/api/products/${gallery.id}`, `${url}/api/products/${plain.id}`, serverPid, roundSeconds),
      list: await compare(list(gallery), list(plain), serverPid, roundSeconds),
    };
  } finally {
    await remove();
  }
}

/** The gallery's figures as the bench's rows (name, value): `npm run bench` and `npm run gallery` print the same. */
export function describeGallery(gallery: Awaited<ReturnType<typeof benchGallery>>): [string, string][] {
  const fixed = (value: number, digits = 2) => value.toFixed(digits);
  const side = `${gallery.pictures} pictures + ${gallery.variants} variants / plain`;
  const { bytes } = gallery;
  const rows: [string, string][] = [
    [
      `product page bytes, ${side}: whole, gzipped`,
      `${bytes.gallery.raw} / ${bytes.plain.raw}, ${bytes.gallery.gzip} / ${bytes.plain.gzip}`,
    ],
  ];
  for (const [what, figures, sides, target] of [
    ['product page /shop/:id (server-rendered)', gallery.page, side, 'plain/gallery (target >= 0.9)'],
    ['product page, gzip as a browser asks', gallery.pageGzip, side, 'plain/gallery (target >= 0.9)'],
    ['product page, gzip as a browser asks', gallery.pageGzipNoise, 'plain twin / plain', 'plain/twin (the noise: equal pages)'],
    ['GET /api/products/:id', gallery.api, side, 'plain/gallery (target >= 0.9)'],
    ['product list GET /api/products?q= (one product)', gallery.list, side, 'plain/gallery (target >= 0.9)'],
  ] as const) {
    const { low, high } = figures.serverCpuRatios;
    rows.push(
      [
        `${what} server CPU us per request, ${sides}: ${target}, rounds' lowest-highest`,
        `${fixed(figures.gallery.serverCpuUsPerRequest, 0)} / ${fixed(figures.plain.serverCpuUsPerRequest, 0)}: ` +
          `${fixed(figures.serverCpuRatio)} (${fixed(low)}-${fixed(high)})`,
      ],
      [
        `${what} req/s (bound by the load client), ${sides}: ratio`,
        `${fixed(figures.gallery.requestsPerSecond, 0)} / ${fixed(figures.plain.requestsPerSecond, 0)}: ${fixed(figures.ratio)}` +
          `, p99 ms ${figures.gallery.p99Ms} / ${figures.plain.p99Ms}, errors ${figures.gallery.errors + figures.plain.errors}`,
      ],
    );
  }
  return rows;
}
