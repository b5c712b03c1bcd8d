import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '@shop/core/auth';
import { fakeApi } from '../../../../testing/fake-api.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const submit = () => screen.getByRole('button', { name: 'Send reset link' });
const SAME_ANSWER = passwordResetMessages.requested;

describe('forgot-password form', () => {
  it("checks the email with core's rule and sends nothing while it is wrong", async () => {
    const api = fakeApi({});
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Email'))).toBe('Email is required.');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Email'))).toBe('Enter a valid email address.');
    expect(api.requests).toEqual([]);
  });

  it("sends the trimmed email and announces the server's answer, the same for every address", async () => {
    const api = fakeApi({ 'POST /api/auth/password-reset': { status: 202, body: { message: SAME_ANSWER } } });
    const { user } = renderInApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(submit());
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(SAME_ANSWER));
    expect(api.sent('POST /api/auth/password-reset').map((request) => request.body)).toEqual([{ email: 'ada@example.com' }]);
  });
});
