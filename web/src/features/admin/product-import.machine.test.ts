import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ImportReport } from '@shop/core/catalogue-csv';
import { productImportMachine } from './product-import.machine.ts';

const report = (problems: ImportReport['problems'], applied = false): ImportReport => ({
  rows: 2,
  products: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  problems,
  moreProblems: 0,
  applied,
});
const badRow = { row: 3, column: 'price' as const, message: 'Price must be an amount in pounds above 0, like 49.99.' };

/** A fake server: a file named bad.csv has a bad row; one named other.txt is not CSV at all. */
function fakeServer() {
  const imported: string[] = [];
  const checkFile = fromPromise<ImportReport, File>(async ({ input }) => {
    if (input.name === 'other.txt') throw new Error('This file is not a CSV file.');
    return report(input.name === 'bad.csv' ? [badRow] : []);
  });
  const importFile = fromPromise<ImportReport, File>(async ({ input }) => {
    imported.push(input.name);
    return report([], true);
  });
  return { imported, actors: { checkFile, importFile } };
}

const file = (name: string) => new File(['title\n'], name, { type: 'text/csv' });

function start(server: ReturnType<typeof fakeServer>) {
  return createActor(productImportMachine.provide({ actors: server.actors })).start();
}

describe('product import machine', () => {
  it('checks a chosen file at once and will not import it while it has problems', async () => {
    const server = fakeServer();
    const actor = start(server);
    actor.send({ type: 'choose', file: file('bad.csv') });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    await waitFor(actor, (s) => s.matches('checked'));
    expect(actor.getSnapshot().context.report?.problems).toEqual([badRow]);
    actor.send({ type: 'import' });
    expect(actor.getSnapshot().matches('checked')).toBe(true);
    expect(server.imported).toEqual([]);
  });

  it('imports the fixed file once it checks clean', async () => {
    const server = fakeServer();
    const actor = start(server);
    actor.send({ type: 'choose', file: file('bad.csv') });
    await waitFor(actor, (s) => s.matches('checked'));
    actor.send({ type: 'choose', file: file('fixed.csv') });
    await waitFor(actor, (s) => s.matches('checked'));
    actor.send({ type: 'import' });
    expect(actor.getSnapshot().matches('importing')).toBe(true);
    await waitFor(actor, (s) => s.matches('imported'));
    expect(server.imported).toEqual(['fixed.csv']);
    expect(actor.getSnapshot().context.report?.applied).toBe(true);
  });

  it('says why a file cannot be read, and takes another', async () => {
    const actor = start(fakeServer());
    actor.send({ type: 'choose', file: file('other.txt') });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.error).toBe('This file is not a CSV file.');
    actor.send({ type: 'choose', file: file('fixed.csv') });
    await waitFor(actor, (s) => s.matches('checked'));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, report: report([]) });
  });
});
