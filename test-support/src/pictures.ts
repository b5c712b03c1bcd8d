// Test pictures made on the fly with sharp.
import sharp from 'sharp';

export async function pngPicture(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 232, g: 131, b: 58 } } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels (which do not compress), about width * height * 3 bytes. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
