import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_BOOK_LIMIT, addressMessages, type SavedAddress } from '@shop/core/addresses';
import { billingMessages } from '@shop/core/billing';
import { sampleDelivery } from '@shop/test-support/sample-delivery';
import { fakeApi } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { AddressBook } from './AddressBook.tsx';

const saved = (n: number, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  ...sampleDelivery,
  streetAddress: `${n} Babbage Lane`,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  isDefault: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const book = (items: SavedAddress[]) => ({ body: { items, limit: ADDRESS_BOOK_LIMIT } });

describe('the address book in Settings', () => {
  it('adds an address checked like the billing form, and says so', async () => {
    const api = fakeApi({ 'GET /api/account/addresses': book([]), 'POST /api/account/addresses': { status: 201, body: saved(1) } });
    const { user } = renderInApp(<AddressBook />);
    expect(await screen.findByText(addressMessages.empty)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText('Recipient name'), sampleDelivery.name);
    await user.type(within(form).getByLabelText('Recipient phone'), sampleDelivery.phone);
    await user.type(within(form).getByLabelText('Street address'), sampleDelivery.streetAddress);
    await user.type(within(form).getByLabelText('Town or city'), sampleDelivery.city);
    await user.type(within(form).getByLabelText('Postcode'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(messageBeside(within(form).getByLabelText('Postcode'))).toBe(billingMessages.postalCodeUk);
    expect(api.sent('POST /api/account/addresses')).toEqual([]);
    await user.clear(within(form).getByLabelText('Postcode'));
    await user.type(within(form).getByLabelText('Postcode'), 'm11ae');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(addressMessages.saved));
    expect(api.sent('POST /api/account/addresses')[0]?.body).toEqual(sampleDelivery);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: addressMessages.bookTitle }));
  });

  it('makes another address the default, keeping its fields', async () => {
    const other = saved(2);
    const api = fakeApi({
      'GET /api/account/addresses': book([saved(1, { isDefault: true }), other]),
      [`PATCH /api/account/addresses/${other.id}`]: { body: { ...other, isDefault: true } },
    });
    const { user } = renderInApp(<AddressBook />);
    await user.click(await screen.findByRole('button', { name: 'Make 2 Babbage Lane the default' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(addressMessages.defaultChosen));
    expect(api.sent(`PATCH /api/account/addresses/${other.id}`)[0]?.body).toEqual({
      ...sampleDelivery,
      streetAddress: '2 Babbage Lane',
      isDefault: true,
    });
    expect(screen.queryByRole('button', { name: 'Make 1 Babbage Lane the default' })).toBeNull();
  });

  it(`offers no form once it holds ${ADDRESS_BOOK_LIMIT} addresses, and says why`, async () => {
    fakeApi({ 'GET /api/account/addresses': book(Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, n) => saved(n + 1))) });
    renderInApp(<AddressBook />);
    expect(await screen.findByText(addressMessages.bookFull)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
  });
});
