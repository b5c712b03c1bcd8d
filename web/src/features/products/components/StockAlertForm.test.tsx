import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import { fakeApi } from '../../../../testing/fake-api.ts';
import { renderInApp } from '../../../../testing/render.tsx';
import { StockAlertForm } from './StockAlertForm.tsx';

const PRODUCT = '3f1f0f5e-1111-4c4c-8d8d-123456789abc';
const VARIANT = '6a7b8c9d-2222-4e4e-9f9f-abcdefabcdef';
const OTHER = '7b8c9d0e-3333-4f4f-8a8a-abcdefabcdef';
const ENDPOINT = `POST /api/products/${PRODUCT}/stock-alerts`;

describe('back-in-stock form', () => {
  it('sends the address with the chosen variant and announces the answer in place of the form', async () => {
    const answer = stockAlertMessages.subscribed('ada@example.com');
    const api = fakeApi({ [ENDPOINT]: { status: 201, body: { message: answer } } });
    const { user } = renderInApp(
      <StockAlertForm
        productId={PRODUCT}
        choices={[
          { id: OTHER, label: 'Green' },
          { id: VARIANT, label: 'Blue' },
        ]}
      />,
    );
    await user.selectOptions(screen.getByLabelText(stockAlertMessages.variantLabel), 'Blue');
    await user.type(screen.getByLabelText(stockAlertMessages.emailLabel), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: stockAlertMessages.submit }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(answer));
    expect(api.sent(ENDPOINT).map((request) => request.body)).toEqual([{ email: 'ada@example.com', variantId: VARIANT }]);
    expect(screen.queryByRole('button', { name: stockAlertMessages.submit })).toBeNull();
  });

  it('starts from the first sold-out choice when the one shown on the page is in stock', () => {
    fakeApi({});
    renderInApp(<StockAlertForm productId={PRODUCT} choices={[{ id: VARIANT, label: 'Blue' }]} firstChoice={OTHER} />);
    expect((screen.getByLabelText(stockAlertMessages.variantLabel) as HTMLSelectElement).value).toBe(VARIANT);
  });

  it('asks no option of a product sold without variants', () => {
    fakeApi({});
    renderInApp(<StockAlertForm productId={PRODUCT} choices={[]} />);
    expect(screen.queryByLabelText(stockAlertMessages.variantLabel)).toBeNull();
  });

  it("announces the server's refusal and keeps the form", async () => {
    fakeApi({ [ENDPOINT]: { status: 400, body: { error: { code: 'invalid', message: 'Enter a valid email address.' } } } });
    const { user } = renderInApp(<StockAlertForm productId={PRODUCT} choices={[]} />);
    await user.type(screen.getByLabelText(stockAlertMessages.emailLabel), 'ada@');
    await user.click(screen.getByRole('button', { name: stockAlertMessages.submit }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.'));
    expect(screen.getByRole('button', { name: stockAlertMessages.submit })).toBeTruthy();
  });
});
