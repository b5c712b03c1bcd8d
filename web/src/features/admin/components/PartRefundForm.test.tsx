import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { refundMessages } from '@shop/core/orders/refunds';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { sampleOrder } from '../../../../testing/samples.ts';
import { notify } from '../../../lib/toast.ts';
import { PartRefundForm } from './PartRefundForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const order = sampleOrder('delivered');
const route = `POST /api/admin/orders/${order.id}/refunds`;
const send = () => screen.getByRole('button', { name: 'Send refund' });
const refunded = (amount: number) => ({
  status: 201,
  body: {
    order: { ...order, refunds: [{ id: 'r1', amount, reason: 'Late', lines: [], status: 'pending', failure: null, createdAt: '' }] },
    refund: { id: 'r1', amount },
  },
});

describe("the admin's refund form", () => {
  it('says what is left to refund', () => {
    renderInApp(
      <PartRefundForm
        order={{
          ...order,
          refunds: [{ id: 'r0', amount: 998, reason: 'x', lines: [], status: 'succeeded', failure: null, createdAt: '' }],
        }}
      />,
    );
    expect(screen.getByText(refundMessages.left(9_000))).toBeTruthy();
  });

  it('sends the amount in pence with the reason, and tells the admin', async () => {
    const api = fakeApi({ [route]: refunded(1_250) });
    const { user } = renderInApp(<PartRefundForm order={order} />);
    await user.type(screen.getByLabelText('Amount in £'), '12.50');
    await user.type(screen.getByLabelText('Reason'), 'Late');
    await user.click(send());
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', refundMessages.issued(1_250)));
    expect(api.sent(route).map((request) => request.body)).toEqual([{ reason: 'Late', amount: 1_250 }]);
  });

  it('sends no amount when it is left empty: everything left is refunded', async () => {
    const api = fakeApi({ [route]: refunded(9_998) });
    const { user } = renderInApp(<PartRefundForm order={order} />);
    await user.type(screen.getByLabelText('Reason'), 'Never arrived');
    await user.click(send());
    await vi.waitFor(() => expect(api.sent(route)).toHaveLength(1));
    expect(api.sent(route)[0]?.body).toEqual({ reason: 'Never arrived' });
  });

  it('refuses an amount it cannot read and a missing reason, sending nothing', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<PartRefundForm order={order} />);
    await user.type(screen.getByLabelText('Amount in £'), 'ten');
    await user.click(send());
    expect(messageBeside(screen.getByLabelText('Amount in £'))).toBe(refundMessages.amountInPounds);
    expect(messageBeside(screen.getByLabelText('Reason'))).toBe(refundMessages.reasonRequired);
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({ [route]: { ...refusal(refundMessages.tooMuch(9_998)), status: 409 } });
    const { user } = renderInApp(<PartRefundForm order={order} />);
    await user.type(screen.getByLabelText('Amount in £'), '500');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    await user.click(send());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refundMessages.tooMuch(9_998)));
  });
});
