// The catalogue import's two calls, the file itself as the body: the dry run, and the import, after which every
// product list and the dashboard's figures are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { api } from '@shop/core/api/contract';
import { CSV_CONTENT_TYPE, type ImportReport } from '@shop/core/catalogue-csv';
import { callWithFile } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';
import { productImportMachine } from '../product-import.machine.ts';
import { dashboardKey } from './dashboard.ts';

export function useProductImport() {
  const queryClient = useQueryClient();
  return useMachine(
    productImportMachine.provide({
      actors: {
        checkFile: fromPromise<ImportReport, File>(({ input, signal }) =>
          callWithFile(api.admin.checkProductImport, input, CSV_CONTENT_TYPE, { signal }),
        ),
        importFile: fromPromise<ImportReport, File>(async ({ input }) => {
          const report = await callWithFile(api.admin.importProducts, input, CSV_CONTENT_TYPE);
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
          void queryClient.invalidateQueries({ queryKey: dashboardKey });
          return report;
        }),
      },
    }),
  );
}
