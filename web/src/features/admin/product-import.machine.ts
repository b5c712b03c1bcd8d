// Importing the catalogue from a CSV file: choosing a file checks it at once (the server's dry run, which writes
// nothing); a file with problems shows them row by row and cannot be imported until a fixed one is chosen; one
// without is imported whole on Import, or not at all. A file the server cannot read says why.
import { assign, fromPromise, setup } from 'xstate';
import type { ImportReport } from '@shop/core/catalogue-csv';

type Context = { file: File | null; report: ImportReport | null; error: string | null };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const productImportMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'choose'; file: File } | { type: 'import' },
  },
  actors: {
    checkFile: fromPromise<ImportReport, File>(async () => {
      throw new Error('checkFile is provided by the app');
    }),
    importFile: fromPromise<ImportReport, File>(async () => {
      throw new Error('importFile is provided by the app');
    }),
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'choose' ? { file: event.file, report: null, error: null } : {})),
  },
  guards: {
    hasNoProblems: ({ context }) => context.report !== null && context.report.problems.length === 0,
  },
}).createMachine({
  id: 'productImport',
  context: { file: null, report: null, error: null },
  initial: 'waiting',
  on: { choose: { target: '.checking', actions: 'choose' } },
  states: {
    waiting: {},
    checking: {
      // A file chosen while one is checked replaces it: its answer is the one shown.
      invoke: {
        src: 'checkFile',
        input: ({ context }) => context.file as File,
        onDone: { target: 'checked', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    checked: { on: { import: { guard: 'hasNoProblems', target: 'importing' } } },
    importing: {
      on: { choose: {} },
      invoke: {
        src: 'importFile',
        input: ({ context }) => context.file as File,
        onDone: { target: 'imported', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    imported: {},
    refused: {},
  },
});
