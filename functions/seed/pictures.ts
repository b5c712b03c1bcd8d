// The sample catalogue's pictures: each drawing rendered and cut into the product variants once per machine,
// then kept under functions/generated/ and read back by every later seeding (a fresh data directory, a
// test server, another instance). Kept by a hash of the drawing, the shape and the image library's version,
// so a changed drawing or library renders again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageVariants, loadSharp, type DecodeQueue, type ImageShape, type ImageVariants } from '../src/images/index.ts';

const CACHE_DIR = fileURLToPath(new URL('../generated/seed-pictures/', import.meta.url));

/** sharp's version (its libvips is pinned to it), read from its package without loading the library. */
const imageLibraryVersion = (): string =>
  (JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.resolve('sharp'))), 'utf8')) as { version: string })
    .version;

/** Where a drawing's variants are kept. */
export function keptFolder(svg: string, shape: ImageShape): string {
  const key = createHash('sha256')
    .update(JSON.stringify([svg, shape, imageLibraryVersion()]))
    .digest('hex');
  return path.join(CACHE_DIR, key.slice(0, 32));
}

async function readKept(folder: string, shape: ImageShape): Promise<ImageVariants | undefined> {
  try {
    return await Promise.all(
      shape.widths.map(async (width) => [width, await readFile(path.join(folder, `${width}.webp`))] as ImageVariants[number]),
    );
  } catch {
    return undefined;
  }
}

/** Written aside then renamed, so an instance seeding at the same moment never reads half a file. */
async function keep(folder: string, variants: ImageVariants): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [width, data] of variants) {
    const partial = path.join(folder, `${width}.webp.${process.pid}.partial`);
    await writeFile(partial, data);
    await rename(partial, path.join(folder, `${width}.webp`));
  }
}

export async function samplePictureVariants(svg: string, shape: ImageShape, queue: DecodeQueue): Promise<ImageVariants> {
  const folder = keptFolder(svg, shape);
  const kept = await readKept(folder, shape);
  if (kept) return kept;
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  // Each sample picture is an owner of its own, so the catalogue's decode side by side.
  const variants = await imageVariants(png, { owner: folder, shape }, queue);
  // A machine that cannot write there still seeds: it renders again next time.
  await keep(folder, variants).catch(() => undefined);
  return variants;
}
