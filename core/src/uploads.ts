// Picture rules shared by the browser (checks the type before sending) and the server (checks content).

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded size: a small file can unpack to a huge picture, and decoding costs memory by the pixel. */
export const MAX_IMAGE_MEGAPIXELS = 8;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

export const uploadMessages = {
  tooLarge: 'The picture is too large: the limit is 10 MB.',
  tooManyPixels: `The picture is too large: the limit is ${MAX_IMAGE_MEGAPIXELS} megapixels (for example 3264 x 2448).`,
  empty: 'The picture is empty.',
  expired: 'The picture upload was not found or has expired. Please choose the picture again.',
  timedOut: 'The upload did not finish in time. Check your connection and try again.',
} as const;

export function isAcceptedImageType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}
