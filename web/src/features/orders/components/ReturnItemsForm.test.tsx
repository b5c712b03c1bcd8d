import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { lifecycleMessages } from '@shop/core/order-lifecycle';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { ReturnItemsForm } from './ReturnItemsForm.tsx';

const ORDER_ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const route = `POST /api/orders/${ORDER_ID}/returns`;
const reason = () => screen.getByLabelText('Why are you returning these items?');
const submit = () => screen.getByRole('button', { name: 'Return items' });

describe('return-items form', () => {
  it("asks for a reason with core's message and sends nothing without one", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<ReturnItemsForm orderId={ORDER_ID} onDone={vi.fn()} />);
    await user.type(reason(), '   ');
    await user.click(submit());
    expect(messageBeside(reason())).toBe(lifecycleMessages.reasonRequired);
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal (the return window has closed) and does not report success", async () => {
    fakeApi({ [route]: { ...refusal(lifecycleMessages.returnWindowClosed), status: 409 } });
    const onDone = vi.fn();
    const { user } = renderInApp(<ReturnItemsForm orderId={ORDER_ID} onDone={onDone} />);
    await user.type(reason(), 'Too big.');
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(lifecycleMessages.returnWindowClosed));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason as the return request and says it was sent', async () => {
    const api = fakeApi({ [route]: { body: { id: ORDER_ID, status: 'return_requested' } } });
    const onDone = vi.fn();
    const { user } = renderInApp(<ReturnItemsForm orderId={ORDER_ID} onDone={onDone} />);
    await user.type(reason(), '  The lamp is too tall.  ');
    await user.click(submit());
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.sent(route).map((request) => request.body)).toEqual([{ reason: 'The lamp is too tall.' }]);
  });
});
