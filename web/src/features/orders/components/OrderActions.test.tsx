import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../testing/render.tsx';
import { sampleOrder } from '../../../../testing/samples.ts';
import { OrderActions } from './OrderActions.tsx';

describe('order actions', () => {
  it('offers to cancel an order whose payment is not confirmed, saying its payment is stopped, not refunded', async () => {
    const order = sampleOrder('pending');
    const { user } = renderInApp(<OrderActions order={order} />);
    expect(screen.getByText(/Your payment is not confirmed yet/).textContent).toBe(
      'Your payment is not confirmed yet. Cancelling stops it; if it went through meanwhile, your money comes back to your card.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText(`Cancel order #${order.number}? Its payment is stopped, or refunded if it went through.`)).toBeTruthy();
  });

  it('says the money of a paid order comes back when it is cancelled', async () => {
    const order = sampleOrder('paid');
    const { user } = renderInApp(<OrderActions order={order} />);
    expect(screen.getByText('You can cancel until the order ships. Your money comes back to your card.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText(`Cancel order #${order.number}? Your payment will be refunded.`)).toBeTruthy();
  });
});
