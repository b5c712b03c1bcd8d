// A new embedded database starts from a copy of one already created and migrated, kept per machine under
// functions/generated/ (made at `npm install`, see functions/src/prepare.ts): PGlite's initdb and the
// migrations took most of a first start (about 5 s on a quiet machine, over 30 s on a busy one), a copy
// about a second. Named by PGlite's version and the migrations, so either changing makes a new one.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, openPglite } from './client.ts';

const generatedDir = fileURLToPath(new URL('../../generated/', import.meta.url));

async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(pgliteEntry, '..', '..', 'package.json')));
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((file) => /\.(sql|json)$/.test(file)).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return `pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

/** The kept template for this checkout, or undefined when it has not been made. */
export async function pgliteTemplate(): Promise<string | undefined> {
  const file = path.join(generatedDir, await templateName());
  return existsSync(file) ? file : undefined;
}

/** Makes the template when it is missing; answers whether it made one. */
export async function ensurePgliteTemplate(): Promise<boolean> {
  if (await pgliteTemplate()) return false;
  const fresh = await openPglite(undefined);
  try {
    await fresh.migrate();
    const dump = await fresh.dumpGzipped();
    await mkdir(generatedDir, { recursive: true });
    const file = path.join(generatedDir, await templateName());
    // Written aside then renamed, so a start at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return true;
  } finally {
    await fresh.close();
  }
}
