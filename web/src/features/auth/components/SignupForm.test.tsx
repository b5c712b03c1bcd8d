import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/core/messages';
import { fakeApi, refusal, UPLOAD_ID, uploaded } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { navigate } from '../../../../testing/router-double.ts';
import { pngPicture, shopper, textCalledPng } from '../../../../testing/samples.ts';
import { notify } from '../../../lib/toast.ts';
import { SignupForm } from './SignupForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

async function fillAccount(user: ReturnType<typeof renderInApp>['user']) {
  await user.type(screen.getByLabelText('Username'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough');
}

const submit = () => screen.getByRole('button', { name: 'Create an account' });

describe('signup form', () => {
  it('says which required fields are empty, the picture included', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<SignupForm />);
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Username'))).toBe(messages.usernameEmpty);
    expect(messageBeside(screen.getByLabelText('Email'))).toBe('Email is required.');
    expect(messageBeside(screen.getByLabelText('Password'))).toBe('Password must be at least 8 characters.');
    expect(messageBeside(screen.getByLabelText('Profile picture'))).toBe('Picture is required.');
    expect(api.requests).toEqual([]);
  });

  it('refuses a picture that is not a JPEG, PNG or GIF with the alert, and clears the field', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user } = renderInApp(<SignupForm />);
    const input = screen.getByLabelText<HTMLInputElement>('Profile picture');
    await user.upload(input, textCalledPng());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(messages.invalidImage));
    expect(input.value).toBe('');
  });

  it("shows the server's field error beside its field and the general message as today", async () => {
    fakeApi({
      'POST /api/uploads': uploaded,
      'POST /api/auth/signup': refusal('That email is taken.', { email: 'An account uses this email.' }),
    });
    const { user } = renderInApp(<SignupForm />);
    await fillAccount(user);
    await user.upload(screen.getByLabelText('Profile picture'), pngPicture());
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Email'))).toBe('An account uses this email.'));
    expect(screen.getByRole('alert').textContent).toBe('That email is taken.');
    expect(notify).toHaveBeenCalledWith('error', messages.signupFailed);
  });

  it('uploads the picture, then signs up with the parsed values and its upload id', async () => {
    const api = fakeApi({ 'POST /api/uploads': uploaded, 'POST /api/auth/signup': { body: { user: shopper } } });
    const { user } = renderInApp(<SignupForm />);
    await fillAccount(user);
    await user.upload(screen.getByLabelText('Profile picture'), pngPicture());
    await user.click(submit());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(api.sent('POST /api/auth/signup').map((request) => request.body)).toEqual([
      { username: 'Ada', email: 'ada@example.com', password: 'long enough', pictureUploadId: UPLOAD_ID },
    ]);
    expect(notify).toHaveBeenCalledWith('success', messages.createdAccount);
  });
});
