// The SMTP path against a real SMTP server (smtp-server) listening on this machine.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smtpSender } from './transport.ts';

const received: Array<{ to: string[]; data: string }> = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the email over SMTP with the shop as sender, both parts and the job’s Message-ID', async () => {
  const send = smtpSender(`smtp://127.0.0.1:${port}`);
  await send(
    {
      to: 'shopper@example.com',
      subject: 'Multimart order #1042 confirmed',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      reference: 'order-1042-confirmation',
    },
    'job-1',
  );
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.to).toEqual(['shopper@example.com']);
  expect(mail?.data).toContain('Subject: Multimart order #1042 confirmed');
  expect(mail?.data).toContain('From: Multimart <support@multimart.example>');
  expect(mail?.data).toContain('Message-ID: <job-1@multimart.example>');
  expect(mail?.data).toContain('text/html');
});
