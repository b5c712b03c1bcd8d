// Run once at `npm install` (compiled to functions/dist/prepare.js): trains the chat model, renders the
// sample catalogue's pictures and makes a migrated embedded database to copy, ahead of the first start,
// which then only reads them. All are kept under functions/generated/; `npm start` trains the model again
// when its sources change, renders a changed picture, and migrates a copy of an older template.
import { renderCataloguePictures } from '../seed/seed.ts';
import { ensureChatModel } from './chat/index.ts';
import { ensurePgliteTemplate } from './db/index.ts';

async function timed<T>(name: string, work: () => T | Promise<T>, said: (result: T) => string): Promise<void> {
  const started = performance.now();
  const result = await work();
  process.stdout.write(`${name}: ${said(result)} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

await timed(
  'chat model',
  () => ensureChatModel(),
  (build) => (build.isRebuilt ? 'trained' : 'up to date'),
);
await timed('sample pictures', renderCataloguePictures, (count) => `${count} ready`);
await timed('embedded database template', ensurePgliteTemplate, (isMade) => (isMade ? 'created and migrated' : 'up to date'));
