// Small sample records for component tests.
import type { PublicUser } from '@shop/core/auth';

export const shopper: PublicUser = {
  uid: '0b6a4d0e-6f0e-4c8e-9c57-7d4f1f0f2a11',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  photoURL: '/files/ada.webp',
  photoSrcSet: '',
  isAdmin: false,
};

/** A PNG's first bytes: enough for the browser's content check of a chosen picture. */
export const pngPicture = (name = 'me.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], name, {
    type: 'image/png',
  });

/** A text file renamed .png: its type says image, its bytes do not. */
export const textCalledPng = () => new File(['just some text, not a picture'], 'notes.png', { type: 'image/png' });
