import { randomUUID } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createDecodeQueue, productShape } from '../src/images/index.ts';
import { keptFolder, samplePictureVariants } from './pictures.ts';

const drawing = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#123456"/><title>${randomUUID()}</title></svg>`;
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('the sample pictures', () => {
  it('are rendered into every product width once, then read back from where they were kept', async () => {
    const svg = drawing();
    const folder = keptFolder(svg, productShape);
    folders.push(folder);
    const rendered = await samplePictureVariants(svg, productShape, createDecodeQueue());
    expect(rendered.map(([width]) => width)).toEqual([...productShape.widths]);
    expect((await sharp(rendered[0]![1]).metadata()).format).toBe('webp');
    expect((await readdir(folder)).sort()).toEqual(productShape.widths.map((width) => `${width}.webp`).sort());

    // What is kept is what the next seeding uses.
    await writeFile(path.join(folder, `${productShape.widths[0]}.webp`), 'kept');
    const again = await samplePictureVariants(svg, productShape, createDecodeQueue());
    expect(again[0]![1].toString()).toBe('kept');
  });

  it('are rendered again when one of the kept files is missing', async () => {
    const svg = drawing();
    const folder = keptFolder(svg, productShape);
    folders.push(folder);
    await samplePictureVariants(svg, productShape, createDecodeQueue());
    await rm(path.join(folder, `${productShape.widths[1]}.webp`));
    const again = await samplePictureVariants(svg, productShape, createDecodeQueue());
    expect((await sharp(again[1]![1]).metadata()).format).toBe('webp');
    expect(await readdir(folder)).toHaveLength(productShape.widths.length);
  });
});
