import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { passwordChangeMessages } from '@shop/core/auth';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { notify } from '../../../lib/toast.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const route = 'POST /api/auth/password';
const change = () => screen.getByRole('button', { name: 'Change password' });

describe('the change-password form', () => {
  it('sends the current and the new password, says so, and empties the fields', async () => {
    const api = fakeApi({ [route]: { body: { message: passwordChangeMessages.done } } });
    const { user } = renderInApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(change());
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', passwordChangeMessages.done));
    expect(api.sent(route).map((request) => request.body)).toEqual([
      { currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' },
    ]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('asks for the current password and a new one of 8 characters, sending nothing', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(change());
    expect(messageBeside(screen.getByLabelText('Current password'))).toBe(passwordChangeMessages.currentRequired);
    expect(messageBeside(screen.getByLabelText('New password'))).toBe('Password must be at least 8 characters.');
    expect(api.requests).toEqual([]);
  });

  it('shows a wrong current password beside its field', async () => {
    fakeApi({ [route]: refusal(passwordChangeMessages.wrongCurrent, { currentPassword: passwordChangeMessages.wrongCurrent }) });
    const { user } = renderInApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'not it at all');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(change());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Current password'))).toBe(passwordChangeMessages.wrongCurrent));
  });
});
