import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/core/messages';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { shopper } from '../../../../testing/samples.ts';
import { notify } from '../../../lib/toast.ts';
import { SettingsForm } from './SettingsForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const submit = () => screen.getByRole('button', { name: 'Update profile' });

describe('settings form', () => {
  it('refuses an empty username: "Username cannot be empty."', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<SettingsForm user={shopper} />);
    await user.clear(screen.getByLabelText('New username'));
    await user.type(screen.getByLabelText('New username'), '   ');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('New username'))).toBe(messages.usernameEmpty);
    expect(api.requests).toEqual([]);
  });

  it("applies core's length rule", async () => {
    const { user } = renderInApp(<SettingsForm user={shopper} />);
    await user.type(screen.getByLabelText('New username'), 'x'.repeat(60));
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('New username'))).toBe('Username is at most 50 characters.');
  });

  it("shows the server's field error beside its field", async () => {
    fakeApi({ 'PATCH /api/auth/profile': refusal('Check the form.', { displayName: 'That name is not allowed.' }) });
    const { user } = renderInApp(<SettingsForm user={shopper} />);
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('New username'))).toBe('That name is not allowed.'));
    expect(notify).toHaveBeenCalledWith('error', messages.profileUpdateFailed('Check the form.'));
  });

  it('updates the profile with the trimmed name', async () => {
    const api = fakeApi({ 'PATCH /api/auth/profile': { body: { user: { ...shopper, displayName: 'Ada L.' } } } });
    const { user } = renderInApp(<SettingsForm user={shopper} />);
    await user.clear(screen.getByLabelText('New username'));
    await user.type(screen.getByLabelText('New username'), '  Ada L. ');
    await user.click(submit());
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', messages.profileUpdated));
    expect(api.sent('PATCH /api/auth/profile').map((request) => request.body)).toEqual([{ displayName: 'Ada L.' }]);
  });
});
