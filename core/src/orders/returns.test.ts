import { describe, expect, it } from 'vitest';
import {
  decideReturn,
  decideReturnMove,
  orderStatusAfterReturns,
  returnMessages,
  unitsLeftToReturn,
  type ReturnableOrder,
} from './returns.ts';

const SOFA = '11111111-1111-4111-8111-111111111111';
const LAMP = '22222222-2222-4222-8222-222222222222';
const RED = '33333333-3333-4333-8333-333333333333';
const BLUE = '44444444-4444-4444-8444-444444444444';

const order = (over: Partial<ReturnableOrder> = {}): ReturnableOrder => ({
  items: [
    { id: 'sofa-line', productId: SOFA, variantId: null, productName: 'Sofa', quantity: 2 },
    { id: 'lamp-red', productId: LAMP, variantId: RED, productName: 'Lamp', quantity: 1 },
    { id: 'lamp-blue', productId: LAMP, variantId: BLUE, productName: 'Lamp', quantity: 1 },
  ],
  returns: [],
  refunds: [],
  ...over,
});

describe('units left to return', () => {
  it('counts every unit bought when nothing went back', () => {
    expect(unitsLeftToReturn(order(), 'sofa-line')).toBe(2);
  });

  it('takes off units in a return unless it was declined', () => {
    const returns = [
      { status: 'requested' as const, lines: [{ lineId: 'sofa-line', quantity: 1 }] },
      { status: 'declined' as const, lines: [{ lineId: 'sofa-line', quantity: 1 }] },
    ];
    expect(unitsLeftToReturn(order({ returns }), 'sofa-line')).toBe(1);
  });

  it('does not count a refund of a received unit twice, but counts a refund of a unit kept', () => {
    const returns = [{ status: 'received' as const, lines: [{ lineId: 'sofa-line', quantity: 1 }] }];
    expect(unitsLeftToReturn(order({ returns, refunds: [{ lines: [{ lineId: 'sofa-line', quantity: 1 }] }] }), 'sofa-line')).toBe(1);
    expect(unitsLeftToReturn(order({ refunds: [{ lines: [{ lineId: 'sofa-line', quantity: 2 }] }] }), 'sofa-line')).toBe(0);
  });
});

describe('a return request', () => {
  it('without items takes every unit that can still go back', () => {
    const returns = [{ status: 'accepted' as const, lines: [{ lineId: 'sofa-line', quantity: 1 }] }];
    expect(decideReturn(order({ returns }), undefined)).toEqual({
      ok: true,
      lines: [
        { lineId: 'sofa-line', quantity: 1 },
        { lineId: 'lamp-red', quantity: 1 },
        { lineId: 'lamp-blue', quantity: 1 },
      ],
    });
  });

  it('names the line by product, and by variant when the order holds two of the product', () => {
    expect(decideReturn(order(), [{ productId: SOFA, quantity: 1 }])).toEqual({ ok: true, lines: [{ lineId: 'sofa-line', quantity: 1 }] });
    expect(decideReturn(order(), [{ productId: LAMP, variantId: BLUE, quantity: 1 }])).toEqual({
      ok: true,
      lines: [{ lineId: 'lamp-blue', quantity: 1 }],
    });
    expect(decideReturn(order(), [{ productId: LAMP, quantity: 1 }])).toEqual({ ok: false, message: returnMessages.whichVariant('Lamp') });
  });

  it('refuses more than was bought less what is already going back, also split over two items', () => {
    expect(decideReturn(order(), [{ productId: SOFA, quantity: 3 }])).toEqual({ ok: false, message: returnMessages.tooMany('Sofa', 2) });
    expect(
      decideReturn(order(), [
        { productId: SOFA, quantity: 1 },
        { productId: SOFA, quantity: 2 },
      ]),
    ).toEqual({ ok: false, message: returnMessages.tooMany('Sofa', 2) });
    const returns = [{ status: 'requested' as const, lines: [{ lineId: 'sofa-line', quantity: 2 }] }];
    expect(decideReturn(order({ returns }), [{ productId: SOFA, quantity: 1 }])).toEqual({
      ok: false,
      message: 'Sofa is already being returned or refunded.',
    });
  });

  it('refuses a product not on the order, and a whole-order return when nothing is left', () => {
    expect(decideReturn(order(), [{ productId: BLUE, quantity: 1 }])).toEqual({ ok: false, message: returnMessages.unknownItem });
    const everything = order().items.map((line) => ({ lineId: line.id, quantity: line.quantity }));
    expect(decideReturn(order({ returns: [{ status: 'received', lines: everything }] }), undefined)).toEqual({
      ok: false,
      message: returnMessages.nothingLeft,
    });
  });
});

describe("a return's steps", () => {
  it('is accepted or declined while requested, and received once accepted', () => {
    expect(decideReturnMove('R-1001', 'requested', 'accepted')).toEqual({ allowed: true });
    expect(decideReturnMove('R-1001', 'requested', 'declined')).toEqual({ allowed: true });
    expect(decideReturnMove('R-1001', 'accepted', 'received')).toEqual({ allowed: true });
    expect(decideReturnMove('R-1001', 'requested', 'received')).toEqual({
      allowed: false,
      message: 'Return R-1001 is requested, so it cannot be marked received.',
    });
    expect(decideReturnMove('R-1001', 'declined', 'accepted')).toEqual({
      allowed: false,
      message: 'Return R-1001 is declined, so it cannot be accepted.',
    });
  });

  it('keeps the order Return requested while a return is open, then Returned, or Delivered when all were declined', () => {
    expect(orderStatusAfterReturns('delivered', [{ status: 'requested' }])).toBe('return_requested');
    expect(orderStatusAfterReturns('return_requested', [{ status: 'received' }, { status: 'accepted' }])).toBe('return_requested');
    expect(orderStatusAfterReturns('return_requested', [{ status: 'received' }, { status: 'declined' }])).toBe('returned');
    expect(orderStatusAfterReturns('return_requested', [{ status: 'declined' }])).toBe('delivered');
    expect(orderStatusAfterReturns('refunded', [{ status: 'received' }])).toBe('refunded');
  });
});
