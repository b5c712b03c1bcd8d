import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { diskUploadStore } from './upload-store.ts';

it('lists no uploads, rather than failing, in a folder it has only just been given', async () => {
  // Many at once: the housekeeping sweep at start-up lists the uploads while the disk is busy.
  const parent = await mkdtemp(path.join(tmpdir(), 'upload-store-'));
  const stores = Array.from({ length: 200 }, (_, index) => diskUploadStore(path.join(parent, `uploads-${index}`), 60_000));
  expect(await Promise.all(stores.map((store) => store.ids()))).toEqual(stores.map(() => []));
});
