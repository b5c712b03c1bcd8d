import { describe, expect, it } from 'vitest';
import { orderEventTitle, refundText } from './checkout-texts.ts';
import { ORDER_STATUSES, orderStatusLabels } from './order-lifecycle.ts';

describe('refundText', () => {
  const refund = { amount: 129_850, createdAt: '2026-03-14T12:00:00.000Z' };

  it('says a refund that went through, how much and when, back to the card that paid', () => {
    expect(refundText({ ...refund, status: 'succeeded' })).toBe('Refunded: £1,298.50 on 14 Mar 2026, back to the card that paid.');
  });

  it('says a pending refund is on its way', () => {
    expect(refundText({ ...refund, status: 'pending' })).toBe('Refund of £1,298.50 on its way to the card that paid.');
  });

  it('says a refund being retried has not gone through yet and will be tried again', () => {
    expect(refundText({ ...refund, status: 'retrying' })).toBe(
      'The refund of £1,298.50 has not gone through yet. The shop has been told and will try again.',
    );
  });

  it('says a refund given up will be made another way, not tried again', () => {
    expect(refundText({ ...refund, status: 'failed' })).toBe(
      'The refund of £1,298.50 could not be made automatically. The shop has been told and will refund you another way.',
    );
  });

  it('writes pence below a pound as pounds', () => {
    expect(refundText({ amount: 5, createdAt: refund.createdAt, status: 'pending' })).toBe(
      'Refund of £0.05 on its way to the card that paid.',
    );
  });
});

describe('orderEventTitle', () => {
  it('calls the first event, with no status before it, the order being placed', () => {
    expect(orderEventTitle({ from: null, to: 'pending' })).toBe('Order placed');
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'pending'))('titles a move to %s with the status reached', (to) => {
    expect(orderEventTitle({ from: 'pending', to })).toBe(orderStatusLabels[to]);
  });

  it('reads the same whatever the order came from', () => {
    expect(orderEventTitle({ from: 'paid', to: 'refunded' })).toBe('Refunded');
    expect(orderEventTitle({ from: 'returned', to: 'refunded' })).toBe('Refunded');
    expect(orderEventTitle({ from: 'delivered', to: 'return_requested' })).toBe('Return requested');
  });
});
