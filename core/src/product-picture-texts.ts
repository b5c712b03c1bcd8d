// The words and limits of a product's pictures, without zod: the product page's gallery imports these.

export const MAX_PRODUCT_PICTURES = 8;
export const MAX_ALT_CHARS = 200;

export const pictureMessages = {
  listRequired: 'Send the pictures as a list.',
  atLeastOne: 'A product needs at least one picture.',
  tooMany: `A product has at most ${MAX_PRODUCT_PICTURES} pictures: remove one before adding another.`,
  twice: 'The same picture is in the list twice.',
  idOrUpload: 'Each picture is either a new upload (uploadId) or one the product has (id).',
  unknownPicture: "A picture in the list is not one of this product's; reload the page and try again.",
  newOnly: 'A new product has no pictures yet: send each as a new upload.',
  oneWay: 'Send the pictures list or imageUploadId, not both.',
  altRequired: 'Describe the picture for people who cannot see it (alt text).',
  altTooLong: `Alt text is at most ${MAX_ALT_CHARS} characters.`,
  /** The gallery's words. */
  galleryLabel: (productName: string) => `Pictures of ${productName}`,
  showPicture: (position: number, total: number) => `Show picture ${position} of ${total}`,
  /** Read after the picture's alt text, on the button that opens the lightbox. */
  zoom: (position: number, total: number) => `(zoom in, picture ${position} of ${total})`,
  lightboxLabel: (productName: string) => `${productName}: pictures`,
  pictureOf: (position: number, total: number) => `Picture ${position} of ${total}`,
  previous: 'Previous picture',
  next: 'Next picture',
  close: 'Close',
} as const;
