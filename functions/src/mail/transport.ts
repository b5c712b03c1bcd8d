// Sends an email: over SMTP when SMTP_URL is set (nodemailer), otherwise as an .eml file under
// DATA_DIR/mail/ that a developer can open. Each message is named by its outbox job, so doing a job twice
// (after a crash) replaces the same file, and over SMTP carries the same Message-ID for the receiver to dedupe.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHOP_NAME } from '@shop/core/constants';
import { shopInfo } from '@shop/core/shop-info';
import type { EmailJob } from '../outbox/index.ts';

export type SendEmail = (job: EmailJob, jobId: string) => Promise<void>;

const from = { name: SHOP_NAME, address: shopInfo.email };
const messageId = (jobId: string) => `<${jobId}@${shopInfo.email.split('@')[1] ?? 'multimart.example'}>`;

const message = (job: EmailJob, jobId: string) => ({
  from,
  to: job.to,
  subject: job.subject,
  text: job.text,
  html: job.html,
  messageId: messageId(jobId),
});

/** Made at the first email: nodemailer then loads, rather than with a server that may send none for a while. */
function onFirstEmail<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const loadNodemailer = async () => (await import('nodemailer')).default;

export function smtpSender(smtpUrl: string): SendEmail {
  // Well inside the worker's lease, so a hung mail server fails the attempt rather than outliving it.
  const transport = onFirstEmail(async () =>
    (await loadNodemailer()).createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }),
  );
  return async (job, jobId) => {
    await (await transport()).sendMail(message(job, jobId));
  };
}

export function fileSender(mailDir: string): SendEmail {
  const transport = onFirstEmail(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return async (job, jobId) => {
    const info = await (await transport()).sendMail(message(job, jobId));
    await mkdir(mailDir, { recursive: true });
    const file = path.join(mailDir, `${job.reference}-${jobId}.eml`);
    // Written whole or not at all: a crash mid-write leaves no half message.
    await writeFile(`${file}.tmp`, info.message);
    await rename(`${file}.tmp`, file);
  };
}

export const createSender = (config: { smtpUrl: string | undefined; mailDir: string }): SendEmail =>
  config.smtpUrl ? smtpSender(config.smtpUrl) : fileSender(config.mailDir);
