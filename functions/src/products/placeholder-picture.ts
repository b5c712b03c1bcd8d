// The plain picture a product added by a catalogue import starts with, until the admin gives it its own: drawn
// and cut into the product sizes once per process, then written into each new product's own folder (a product's
// folder goes with it when it is deleted, so no two products share files).
import { imageVariants, loadSharp, type ImageVariants } from '../images/index.ts';

const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">
<rect width="960" height="960" fill="#eef0f2"/>
<g fill="none" stroke="#9aa3ad" stroke-width="24" stroke-linejoin="round">
<rect x="300" y="330" width="360" height="300" rx="24"/><path d="M300 580l110-110 90 90 60-60 100 100"/>
</g><circle cx="570" cy="410" r="30" fill="#9aa3ad"/></svg>`;

let drawn: Promise<ImageVariants> | undefined;

export function placeholderPicture(): Promise<ImageVariants> {
  drawn ??= loadSharp()
    .then((sharp) => sharp(Buffer.from(DRAWING)).png().toBuffer())
    .then((png) => imageVariants(png, { owner: 'catalogue' }))
    .catch((error: unknown) => {
      drawn = undefined;
      throw error;
    });
  return drawn;
}
