import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '@shop/core/auth';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { navigate } from '../../../../testing/router-double.ts';
import { notify } from '../../../lib/toast.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const TOKEN = 'reset-token-0123456789abcdef0123456789';
const submit = () => screen.getByRole('button', { name: 'Set new password' });

describe('reset-password form', () => {
  it("applies core's password rule beside the field and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<ResetPasswordForm token={TOKEN} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('New password'))).toBe('Password must be at least 8 characters.');
    expect(api.requests).toEqual([]);
  });

  it('shows a refused link (used or expired) with a way to ask for a new one', async () => {
    fakeApi({ 'POST /api/auth/password-reset/confirm': refusal(passwordResetMessages.invalidToken) });
    const { user } = renderInApp(<ResetPasswordForm token={TOKEN} />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(passwordResetMessages.invalidToken));
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("puts the server's password error beside the field", async () => {
    fakeApi({
      'POST /api/auth/password-reset/confirm': refusal('Check the password.', { password: 'Choose a password you have not used here.' }),
    });
    const { user } = renderInApp(<ResetPasswordForm token={TOKEN} />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('New password'))).toBe('Choose a password you have not used here.'));
  });

  it('sends the token with the new password, says so and goes to login', async () => {
    const api = fakeApi({
      'POST /api/auth/password-reset/confirm': { body: { message: passwordResetMessages.done } },
    });
    const { user } = renderInApp(<ResetPasswordForm token={TOKEN} />);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(submit());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(notify).toHaveBeenCalledWith('success', passwordResetMessages.done);
    expect(api.sent('POST /api/auth/password-reset/confirm').map((request) => request.body)).toEqual([
      { token: TOKEN, password: 'a-new-password' },
    ]);
  });
});
