// The emails the e2e server writes as .eml files under DATA_DIR/mail (no SMTP_URL is set for it): the
// journeys read a message the way a developer opens one, to follow its link.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './server-data.ts';

/** Quoted-printable, as mail writers wrap long lines: soft breaks removed and =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function messagesTo(address: string): Promise<string[]> {
  const folder = path.join(e2eDataDir, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(names.filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(folder, name), 'utf8')));
  return texts.map(decodeQuotedPrintable).filter((text) => text.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for an email to `address` with a link matching `link`, and answers the link's path and query. */
export async function linkInEmailTo(address: string, link: RegExp): Promise<string> {
  let found = '';
  await expect(async () => {
    const match = (await messagesTo(address)).map((text) => text.match(link)?.[0]).find(Boolean);
    expect(match, `an email to ${address} with a link like ${link}`).toBeTruthy();
    found = match ?? '';
  }).toPass({ timeout: 20_000 });
  const url = new URL(found, 'http://shop.test');
  return `${url.pathname}${url.search}`;
}
