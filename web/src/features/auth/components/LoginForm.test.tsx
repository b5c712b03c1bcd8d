import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/core/messages';
import { fakeApi, refusal } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { shopper } from '../../../../testing/samples.ts';
import { notify } from '../../../lib/toast.ts';
import { LoginForm } from './LoginForm.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: vi.fn() }));

const submit = () => screen.getByRole('button', { name: 'Login' });

describe('login form', () => {
  it('says which required fields are empty and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<LoginForm />);
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Email'))).toBe('Email is required.');
    expect(messageBeside(screen.getByLabelText('Password'))).toBe('Password is required.');
    expect(api.requests).toEqual([]);
  });

  it("applies core's email rule", async () => {
    const { user } = renderInApp(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Email'))).toBe('Enter a valid email address.');
  });

  it("shows the server's field error beside its field, and its message as a toast", async () => {
    fakeApi({ 'POST /api/auth/login': refusal('Incorrect email or password.', { password: 'This password does not match.' }) });
    const { user } = renderInApp(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not it');
    await user.click(submit());
    await vi.waitFor(() => expect(messageBeside(screen.getByLabelText('Password'))).toBe('This password does not match.'));
    expect(notify).toHaveBeenCalledWith('error', 'Incorrect email or password.');
  });

  it('logs in with the parsed values and says "logged in"', async () => {
    const api = fakeApi({ 'POST /api/auth/login': { body: { user: shopper } } });
    const { user } = renderInApp(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(submit());
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', messages.loggedIn));
    expect(api.sent('POST /api/auth/login').map((request) => request.body)).toEqual([{ email: 'ada@example.com', password: 'secret' }]);
  });
});
