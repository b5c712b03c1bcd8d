import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { lifecycleMessages } from '@shop/core/order-lifecycle';
import { returnMessages } from '@shop/core/orders/returns';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { sampleLine, sampleOrder } from '../../../../testing/samples.ts';
import { ReturnItemsForm } from './ReturnItemsForm.tsx';

const order = sampleOrder('delivered');
const route = `POST /api/orders/${order.id}/returns`;
const reason = () => screen.getByLabelText('Why are you returning these items?');
const quantity = () => screen.getByLabelText('Nova Lamp');
const submit = () => screen.getByRole('button', { name: 'Request return' });
const returned = {
  ...order,
  status: 'return_requested',
  returns: [{ id: 'r1', number: 'R-1001', status: 'requested', reason: 'Too tall', declineReason: null, lines: [], createdAt: '' }],
};

describe('return-items form', () => {
  it('offers only the units that can still go back, and sends nothing without an item and a reason', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<ReturnItemsForm order={order} onDone={vi.fn()} />);
    expect([...(quantity() as HTMLSelectElement).options].map((option) => option.value)).toEqual(['0', '1', '2']);
    await user.type(reason(), '   ');
    await user.click(submit());
    expect(messageBeside(reason())).toBe(lifecycleMessages.reasonRequired);
    expect(screen.getByText(returnMessages.chooseItems)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal (the return window has closed) and does not report success", async () => {
    fakeApi({ [route]: { ...refusal(lifecycleMessages.returnWindowClosed), status: 409 } });
    const onDone = vi.fn();
    const { user } = renderInApp(<ReturnItemsForm order={order} onDone={onDone} />);
    await user.selectOptions(quantity(), '1');
    await user.type(reason(), 'Too big.');
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(lifecycleMessages.returnWindowClosed));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the items and quantities chosen with the trimmed reason, and names the new return', async () => {
    const api = fakeApi({ [route]: { body: returned } });
    const onDone = vi.fn();
    const { user } = renderInApp(<ReturnItemsForm order={order} onDone={onDone} />);
    await user.selectOptions(quantity(), '1');
    await user.type(reason(), '  The lamp is too tall.  ');
    await user.click(submit());
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(returnMessages.requested('R-1001')));
    expect(api.sent(route).map((request) => request.body)).toEqual([
      { reason: 'The lamp is too tall.', items: [{ productId: sampleLine.productId, quantity: 1 }] },
    ]);
  });
});
