// Small sample records for component tests.
import type { PublicUser } from '@shop/core/auth';
import type { Order, OrderLine } from '@shop/core/orders';

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

/** One line of two Nova Lamps at £49.99. */
export const sampleLine: OrderLine = {
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  productId: '5d0f3c1e-2b7a-4c8e-9f10-3a4b5c6d7e8f',
  productName: 'Nova Lamp',
  variantId: null,
  variantLabel: null,
  sku: null,
  imgUrl: '/lamp.webp',
  price: 4_999,
  quantity: 2,
  totalPrice: 9_998,
  discount: 0,
};

/** Order #1001 of that line, in `status`, paid unless pending or failed. */
export const sampleOrder = (status: Order['status'], overrides: Partial<Order> = {}): Order => ({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  number: 1001,
  status,
  items: [sampleLine],
  billing: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '07700 900123',
    streetAddress: '1 Test Street',
    city: 'Leicester',
    postalCode: 'LE1 6TP',
    country: 'United Kingdom',
  },
  delivery: null,
  totalQuantity: 2,
  subtotal: 9_998,
  discountCode: null,
  discount: 0,
  shipping: 0,
  total: 9_998,
  paymentMessage: null,
  card: { brand: 'visa', last4: '4242' },
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: status === 'pending' || status === 'failed' ? null : '2026-11-23T10:00:01.000Z',
  vatRatePercent: 20,
  invoice: status === 'pending' || status === 'failed' ? null : { number: 'INV-000001', issuedAt: '2026-11-23T10:00:01.000Z' },
  creditNotes: [],
  events: [],
  carrier: null,
  trackingNumber: null,
  refund: null,
  refunds: [],
  returns: [],
  deliveredAt: null,
  ...overrides,
});
