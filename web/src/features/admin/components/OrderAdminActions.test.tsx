import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { OrderReturn } from '@shop/core/orders/returns';
import { renderInApp } from '../../../../testing/render.tsx';
import { sampleOrder } from '../../../../testing/samples.ts';
import { OrderAdminActions } from './OrderAdminActions.tsx';

const aReturn = (status: OrderReturn['status']): OrderReturn => ({
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  number: 'R-1001',
  status,
  reason: 'Too small',
  declineReason: null,
  lines: [{ lineId: 'line-1', quantity: 1 }],
  createdAt: '2026-11-25T10:00:00.000Z',
});

const deliveredAt = '2026-11-24T10:00:00.000Z';

describe("the admin order page's Actions panel", () => {
  it('points to a return that waits for a decision, instead of saying nothing is left to do', () => {
    renderInApp(<OrderAdminActions order={sampleOrder('return_requested', { deliveredAt, returns: [aReturn('requested')] })} />);
    expect(screen.queryByText(/Nothing is left to do/)).toBeNull();
    const link = screen.getByRole('link', { name: /Return R-1001 waits for your decision/ });
    expect(link.getAttribute('href')).toBe('#return-R-1001');
  });

  it('points to an accepted return whose items are still to be marked received', () => {
    renderInApp(<OrderAdminActions order={sampleOrder('return_requested', { deliveredAt, returns: [aReturn('accepted')] })} />);
    expect(screen.queryByText(/Nothing is left to do/)).toBeNull();
    expect(screen.getByRole('link', { name: /Return R-1001 is accepted/ }).getAttribute('href')).toBe('#return-R-1001');
  });

  it('says nothing is left to do once every return is settled and the order is fully refunded', () => {
    const order = sampleOrder('refunded', { deliveredAt, returns: [aReturn('declined')] });
    renderInApp(<OrderAdminActions order={order} />);
    expect(screen.getByText('Nothing is left to do with this order.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Return R-1001/ })).toBeNull();
  });
});
