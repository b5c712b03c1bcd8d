import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '@shop/core/billing';
import { cardMessages } from '@shop/core/card';
import type { Cart } from '@shop/core/cart';
import type { Order } from '@shop/core/orders';
import { paymentMessages } from '@shop/core/payments';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { sampleOrder } from '../../../../testing/samples.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { testCardPayment } from '../test-card-payment.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';

const line = {
  id: '5d0f3c1e-2b7a-4c8e-9f10-3a4b5c6d7e8f',
  productName: 'Nova Lamp',
  imgUrl: '/lamp.webp',
  price: 4_999,
  quantity: 2,
  totalPrice: 9_998,
};
const cart: Cart = {
  cartItems: [line],
  totalAmount: 9_998,
  totalQuantity: 2,
};

const order = (status: Order['status'], paymentMessage: string | null = null): Order => sampleOrder(status, { paymentMessage });
const { billing } = sampleOrder('paid');

const pay = () => screen.getByRole('button', { name: paymentMessages.pay('£99.98') });

function renderCheckout(discount: { discountCode: string | null; total: number } = { discountCode: null, total: cart.totalAmount }) {
  const onPaid = vi.fn();
  const view = renderInApp(
    <CheckoutForm
      cart={cart}
      {...discount}
      defaults={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
      onPaid={onPaid}
      payment={testCardPayment}
    />,
  );
  return { ...view, onPaid };
}

async function fillIn(
  user: ReturnType<typeof renderCheckout>['user'],
  card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
) {
  await user.type(screen.getByLabelText('Phone'), billing.phone);
  await user.type(screen.getByLabelText('Street address'), billing.streetAddress);
  await user.type(screen.getByLabelText('City'), billing.city);
  await user.type(screen.getByLabelText('Postcode'), billing.postalCode);
  await user.type(screen.getByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), card.expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), card.cvc);
}

beforeEach(() => sessionStorage.clear());

describe('checkout form', () => {
  it('starts from the account name and email, and names every empty field without sending anything', async () => {
    const api = fakeApi({});
    const { user } = renderCheckout();
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    await user.click(pay());
    expect(messageBeside(screen.getByLabelText('Phone'))).toBe(billingMessages.phoneRequired);
    expect(messageBeside(screen.getByLabelText('Street address'))).toBe(billingMessages.streetAddressRequired);
    expect(messageBeside(screen.getByLabelText('City'))).toBe(billingMessages.cityRequired);
    expect(messageBeside(screen.getByLabelText('Postcode'))).toBe(billingMessages.postalCodeRequired);
    expect(messageBeside(screen.getByLabelText('Card number'))).toBe(cardMessages.numberRequired);
    expect(api.sent('POST /api/orders')).toEqual([]);
  });

  it('refuses a UK postcode that is not one, a mistyped card number and an expired card', async () => {
    const api = fakeApi({});
    const { user } = renderCheckout();
    await fillIn(user, { number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '123' });
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'NOT A CODE');
    await user.click(pay());
    expect(messageBeside(screen.getByLabelText('Postcode'))).toBe(billingMessages.postalCodeUk);
    expect(messageBeside(screen.getByLabelText('Card number'))).toBe(cardMessages.numberInvalid);
    expect(messageBeside(screen.getByLabelText('Expiry (MM / YY)'))).toBe(cardMessages.expired);
    expect(api.sent('POST /api/orders')).toEqual([]);
  });

  it("shows the server's error on a card field beside that field", async () => {
    fakeApi({ 'POST /api/orders': refusal('Check the card.', { 'payment.card.number': cardMessages.numberInvalid }) });
    const { user } = renderCheckout();
    await fillIn(user);
    await user.click(pay());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Card number'))).toBe(cardMessages.numberInvalid));
  });

  it('sends the cart and the parsed billing and card, and hands the paid order on', async () => {
    const api = fakeApi({ 'POST /api/orders': { status: 201, body: { order: order('paid'), clientSecret: null } } });
    const { user, onPaid } = renderCheckout();
    await fillIn(user);
    await user.click(pay());
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(order('paid')));
    const [sent] = api.sent('POST /api/orders').map((request) => request.body as Record<string, unknown>);
    expect(sent).toMatchObject({
      items: [{ productId: line.id, quantity: 2 }],
      billing,
      payment: { method: 'test-card', card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' } },
    });
  });

  it('charges the discounted total and sends the applied code with the order', async () => {
    const api = fakeApi({ 'POST /api/orders': { status: 201, body: { order: order('paid'), clientSecret: null } } });
    const { user, onPaid } = renderCheckout({ discountCode: 'SPRING10', total: 8_998 });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: paymentMessages.pay('£89.98') }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    const [sent] = api.sent('POST /api/orders').map((request) => request.body as Record<string, unknown>);
    expect(sent).toMatchObject({ discountCode: 'SPRING10', items: [{ productId: line.id, quantity: 2 }] });
  });

  it('sends no code when none is applied', async () => {
    const api = fakeApi({ 'POST /api/orders': { status: 201, body: { order: order('paid'), clientSecret: null } } });
    const { user, onPaid } = renderCheckout();
    await fillIn(user);
    await user.click(pay());
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    const [sent] = api.sent('POST /api/orders').map((request) => request.body as Record<string, unknown>);
    expect(sent).not.toHaveProperty('discountCode');
  });

  it('says a declined card is declined, keeps the form and pays nothing', async () => {
    fakeApi({ 'POST /api/orders': { status: 201, body: { order: order('failed', paymentMessages.declined), clientSecret: null } } });
    const { user, onPaid } = renderCheckout();
    await fillIn(user, { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' });
    await user.click(pay());
    expect(await screen.findByText(paymentMessages.declined)).toBeTruthy();
    expect(pay()).toHaveProperty('disabled', false);
    expect(onPaid).not.toHaveBeenCalled();
  });
});
