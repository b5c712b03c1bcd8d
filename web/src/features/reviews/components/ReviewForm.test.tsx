import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/core/messages';
import { reviewMessages, type Review } from '@shop/core/reviews';
import { fakeApi, refusal, type Answer } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { shopper } from '../../../../testing/samples.ts';
import { notify } from '../../../lib/toast.ts';
import { ReviewForm } from './ReviewForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const PRODUCT = '7c1f6f3e-2a5b-4d6e-8f90-1a2b3c4d5e6f';
const loggedIn: Answer = { body: { user: shopper } };
const added: Review = {
  id: 'r1',
  userName: 'Ada Lovelace',
  text: 'Lovely',
  rating: 4,
  createdAt: '2026-01-02T10:00:00.000Z',
  isVerifiedBuyer: false,
};

function renderForm(productId = PRODUCT) {
  const onAdded = vi.fn();
  const view = renderInApp(<ReviewForm productId={productId} onSaved={onAdded} />);
  return { ...view, onAdded };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('review form', () => {
  it('starts with no star chosen, and asks for one rather than sending a rating the shopper never gave', async () => {
    const api = fakeApi({ 'GET /api/auth/session': loggedIn });
    const { user } = renderForm();
    for (const stars of [1, 2, 3, 4, 5])
      expect((screen.getByLabelText(`${stars} ${stars === 1 ? 'star' : 'stars'}`) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText('Review message'), 'Lovely');
    await user.click(submit());
    expect(await screen.findByText(reviewMessages.chooseStars)).toBeTruthy();
    expect(api.sent(`POST /api/products/${PRODUCT}/reviews`)).toEqual([]);
  });

  it('"Product ID is missing." without a product', async () => {
    fakeApi({ 'GET /api/auth/session': loggedIn });
    const { user } = renderForm('');
    await user.click(submit());
    expect(notify).toHaveBeenCalledWith('error', messages.productIdMissing);
  });

  it('requires a message (the core rule) and shows it beside the message box', async () => {
    fakeApi({ 'GET /api/auth/session': loggedIn });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Review message'), '   ');
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Review message'))).toBe('Please write a message.'));
  });

  it("shows the server's field error beside its field", async () => {
    fakeApi({
      'GET /api/auth/session': loggedIn,
      [`POST /api/products/${PRODUCT}/reviews`]: refusal('Check the review.', { text: 'Links are not allowed.' }),
    });
    const { user } = renderForm();
    await user.click(screen.getByLabelText('3 stars'));
    await user.type(screen.getByLabelText('Review message'), 'see example.com');
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Review message'))).toBe('Links are not allowed.'));
    expect(notify).toHaveBeenCalledWith('error', messages.reviewFailed);
  });

  it('sends the rating and trimmed message, then hands the added review to the list', async () => {
    const api = fakeApi({ 'GET /api/auth/session': loggedIn, [`POST /api/products/${PRODUCT}/reviews`]: { status: 201, body: added } });
    const { user, onAdded } = renderForm();
    await user.click(screen.getByLabelText('4 stars'));
    await user.type(screen.getByLabelText('Review message'), ' Lovely ');
    await user.click(submit());
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(api.sent(`POST /api/products/${PRODUCT}/reviews`).map((request) => request.body)).toEqual([{ rating: 4, text: 'Lovely' }]);
    expect(notify).toHaveBeenCalledWith('success', messages.reviewAdded);
  });
});
