// Pictures for the browser journeys: files for a page's file inputs, and uploads through the API with the shop's
// own upload client, the one the web app sends pictures with.
import type { APIRequestContext } from '@playwright/test';
import { uploadPicture as sendPicture } from '@shop/web/upload-client';
import { pngPicture } from '../pictures.ts';

/** A file as a page's file input takes it (Playwright's setInputFiles). */
export type FileInput = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG (pngPicture, as the server-side tests upload it) under the file name given. */
export const pngFile = async (name = 'avatar.png'): Promise<FileInput> => ({ name, mimeType: 'image/png', buffer: await pngPicture() });

/** A text file renamed .png: the browser calls it image/png, its bytes say otherwise. */
export const textRenamedPng = (): FileInput => ({
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('these are my shopping notes\n'),
});

/** fetch over a Playwright request context, which sends and keeps its browser context's cookies. */
const fetchThrough =
  (request: APIRequestContext): typeof fetch =>
  async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const answer = await request.fetch(String(input), {
      method: init?.method ?? 'GET',
      headers,
      ...(init?.body ? { data: Buffer.from(await new Response(init.body).arrayBuffer()) } : {}),
    });
    const body = await answer.body();
    return new Response(body.length > 0 ? new Uint8Array(body) : null, { status: answer.status(), headers: answer.headers() });
  };

/** Uploads a PNG as the request context's visitor or account; answers the upload id a form sends. */
export async function uploadPicture(request: APIRequestContext): Promise<string> {
  return sendPicture(new Blob([new Uint8Array(await pngPicture())], { type: 'image/png' }), { fetch: fetchThrough(request) });
}
