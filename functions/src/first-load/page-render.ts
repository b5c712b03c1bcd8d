// The web build's renderer of the landing pages (dist/server/server.js, built from web/src/app/server.tsx):
// it draws a page's HTML from the page's first data, which it asks the shop's own app for, in this process.
// The server knows only the file's place in the build and the shape of what it exports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** A page's HTML (the inside of #root), the JSON state the browser takes it over with, and its head: title, description, picture. */
const drawnPageSchema = z.object({
  html: z.string(),
  state: z.string(),
  head: z
    .object({
      title: z.string(),
      description: z.string(),
      /** The picture a link preview shows, as the page names it (a path on this shop). */
      image: z.string().optional(),
      type: z.enum(['website', 'product']).optional(),
    })
    .optional(),
});
export type DrawnPage = z.infer<typeof drawnPageSchema>;

/** Draws the page at a full address, or answers undefined when the browser should draw it. */
export type DrawPage = (url: string) => Promise<DrawnPage | undefined>;

export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;

const rendererModuleSchema = z.object({
  createPageRenderer: z.custom<(send: SendRequest) => (url: string) => Promise<unknown>>((value) => typeof value === 'function'),
});

export const RENDERER_FILE = path.join('server', 'server.js');

/** The build's renderer, loaded on first use, or undefined when the build has none. */
export function pageRenderer(webDist: string, send: SendRequest): DrawPage | undefined {
  const file = path.join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  let loading: Promise<(url: string) => Promise<unknown>> | undefined;
  return async (url) => {
    loading ??= import(pathToFileURL(file).href).then((module: unknown) => rendererModuleSchema.parse(module).createPageRenderer(send));
    const draw = await loading;
    return drawnPageSchema.optional().parse(await draw(url));
  };
}
