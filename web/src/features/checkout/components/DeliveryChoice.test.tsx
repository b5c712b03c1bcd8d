import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_BOOK_LIMIT, addressMessages, type AddressBook, type SavedAddress } from '@shop/core/addresses';
import { billingMessages } from '@shop/core/billing';
import type { Cart } from '@shop/core/cart';
import { paymentMessages } from '@shop/core/payments';
import { sampleDelivery } from '@shop/test-support/sample-delivery';
import { fakeApi, refusal, type Answer } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { sampleOrder } from '../../../../testing/samples.ts';
import { testCardPayment } from '../test-card-payment.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';

const cart: Cart = {
  cartItems: [
    {
      id: '5d0f3c1e-2b7a-4c8e-9f10-3a4b5c6d7e8f',
      productName: 'Nova Lamp',
      imgUrl: '/lamp.webp',
      price: 4_999,
      quantity: 1,
      totalPrice: 4_999,
    },
  ],
  totalAmount: 4_999,
  totalQuantity: 1,
};
const { billing } = sampleOrder('paid');

const saved = (id: string, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  ...sampleDelivery,
  id,
  isDefault: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const home = saved('00000000-0000-4000-8000-000000000001', { name: 'Home', streetAddress: '1 Home Street' });
const friend = saved('00000000-0000-4000-8000-000000000002', { isDefault: true });

function withBook(items: SavedAddress[], orderAnswer: Answer = { status: 201, body: { order: sampleOrder('paid'), clientSecret: null } }) {
  return fakeApi({
    'GET /api/account/addresses': { body: { items, limit: ADDRESS_BOOK_LIMIT } satisfies AddressBook },
    'POST /api/orders': orderAnswer,
  });
}

function renderCheckout() {
  const onPaid = vi.fn();
  const view = renderInApp(
    <CheckoutForm
      cart={cart}
      discountCode={null}
      total={cart.totalAmount}
      defaults={{ name: billing.name, email: billing.email }}
      onPaid={onPaid}
      payment={testCardPayment}
    />,
  );
  return { ...view, onPaid };
}

const choices = () => screen.getByRole('group', { name: addressMessages.title });

async function fillInBillingAndCard(user: ReturnType<typeof renderCheckout>['user']) {
  const billingGroup = screen.getByRole('group', { name: 'Billing details' });
  await user.type(within(billingGroup).getByLabelText('Phone'), billing.phone);
  await user.type(within(billingGroup).getByLabelText('Street address'), billing.streetAddress);
  await user.type(within(billingGroup).getByLabelText('City'), billing.city);
  await user.type(within(billingGroup).getByLabelText('Postcode'), billing.postalCode);
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 34');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

async function sentOrder(api: ReturnType<typeof fakeApi>, onPaid: ReturnType<typeof vi.fn>) {
  await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
  return api.sent('POST /api/orders')[0]?.body as Record<string, unknown>;
}

const pay = () => screen.getByRole('button', { name: paymentMessages.pay('£49.99') });

beforeEach(() => sessionStorage.clear());

describe('the checkout’s delivery address', () => {
  it('offers the billing address, each saved address and a new one in a radio group named by its legend, the default chosen', async () => {
    withBook([home, friend]);
    renderCheckout();
    const group = choices();
    await vi.waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(4));
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      addressMessages.sameAsBilling,
      'Home1 Home Street, Manchester M1 1AE, United Kingdom',
      `Charles Babbage${addressMessages.isDefault}4 Babbage Lane, Manchester M1 1AE, United Kingdom`,
      addressMessages.newAddress,
    ]);
    await vi.waitFor(() =>
      expect(within(group).getByRole('radio', { checked: true }).closest('label')?.textContent).toContain('4 Babbage Lane'),
    );
  });

  it('sends the saved address chosen by its id', async () => {
    const api = withBook([home, friend]);
    const { user, onPaid } = renderCheckout();
    await user.click(await within(choices()).findByRole('radio', { name: /1 Home Street/ }));
    await fillInBillingAndCard(user);
    await user.click(pay());
    expect((await sentOrder(api, onPaid)).delivery).toEqual({ kind: 'saved', addressId: home.id });
  });

  it('sends no delivery address when the order goes to the billing address, as it does by default with no saved address', async () => {
    const api = withBook([]);
    const { user, onPaid } = renderCheckout();
    expect(within(choices()).getByRole('radio', { name: addressMessages.sameAsBilling })).toHaveProperty('checked', true);
    await fillInBillingAndCard(user);
    await user.click(pay());
    expect(await sentOrder(api, onPaid)).not.toHaveProperty('delivery');
  });

  it('checks a new address like the billing form, then sends it to be kept in the address book when ticked', async () => {
    const api = withBook([]);
    const { user, onPaid } = renderCheckout();
    await user.click(within(choices()).getByRole('radio', { name: addressMessages.newAddress }));
    await fillInBillingAndCard(user);
    const group = choices();
    await user.type(within(group).getByLabelText('Recipient name'), sampleDelivery.name);
    await user.type(within(group).getByLabelText('Recipient phone'), sampleDelivery.phone);
    await user.type(within(group).getByLabelText('Street address'), sampleDelivery.streetAddress);
    await user.type(within(group).getByLabelText('Town or city'), sampleDelivery.city);
    await user.type(within(group).getByLabelText('Postcode'), 'NOPE');
    await user.click(pay());
    expect(messageBeside(within(group).getByLabelText('Postcode'))).toBe(billingMessages.postalCodeUk);
    expect(api.sent('POST /api/orders')).toEqual([]);
    await user.clear(within(group).getByLabelText('Postcode'));
    await user.type(within(group).getByLabelText('Postcode'), 'm11ae');
    await user.click(within(group).getByRole('checkbox', { name: addressMessages.saveToBook }));
    await user.click(pay());
    expect((await sentOrder(api, onPaid)).delivery).toEqual({ kind: 'new', address: sampleDelivery, saveToAddressBook: true });
  });

  it('says a full address book keeps a new address for this order only, with no box to tick', async () => {
    withBook(Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, n) => saved(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)));
    const { user } = renderCheckout();
    await user.click(await within(choices()).findByRole('radio', { name: addressMessages.newAddress }));
    expect(await screen.findByText(addressMessages.bookFullAtCheckout)).toBeTruthy();
    expect(within(choices()).queryByRole('checkbox')).toBeNull();
  });

  it('shows the server’s word that a saved address is gone beside the choice', async () => {
    withBook([home], refusal(addressMessages.goneAtCheckout, { 'delivery.addressId': addressMessages.goneAtCheckout }));
    const { user } = renderCheckout();
    await user.click(await within(choices()).findByRole('radio', { name: /1 Home Street/ }));
    await fillInBillingAndCard(user);
    await user.click(pay());
    await vi.waitFor(() => expect(within(choices()).getByText(addressMessages.goneAtCheckout)).toBeTruthy());
    expect(choices().getAttribute('aria-describedby')).toBeTruthy();
  });
});
