import { Fragment, useId } from 'react';
import { csvMessages, PRODUCT_EXPORT_PATH, type ImportReport } from '@shop/core/catalogue-csv';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { useProductImport } from '../api/product-import.ts';
import tableStyles from './Table.module.css';
import styles from './ProductImport.module.css';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function ProblemsTable({ report, fileName }: { report: ImportReport; fileName: string }) {
  const { problems, moreProblems } = report;
  return (
    <div className={tableStyles.frame}>
      <table className={`${tableStyles.table} ${styles.problems}`} data-testid="import-problems">
        <caption className={styles.caption}>
          Problems in {fileName}
          {moreProblems > 0 ? ` (the first ${problems.length}; ${moreProblems} more not shown)` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index}>
              <th scope="row">{problem.row}</th>
              <td className={styles.column}>
                {/* A break may come after each underscore: short_description fits a phone's narrow column. */}
                {(problem.column ?? 'whole row').split('_').map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && (
                      <>
                        _<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The catalogue import: a file is checked as soon as it is chosen (nothing written), its problems listed row by
 * row in a table; Import applies a clean file whole. Each step is announced in the status line.
 */
export function ProductImport() {
  const [state, send] = useProductImport();
  const inputId = useId();
  const hintId = useId();
  const { file, report, error } = state.context;
  const isBusy = state.matches('checking') || state.matches('importing');
  const problemCount = (report?.problems.length ?? 0) + (report?.moreProblems ?? 0);
  const canImport = state.matches('checked') && problemCount === 0;

  let status = '';
  if (state.matches('checking') && file) status = `Checking ${file.name}...`;
  else if (state.matches('importing')) status = `Importing ${file?.name ?? 'the file'}...`;
  else if (state.matches('checked') && report)
    status =
      problemCount > 0
        ? `${file?.name}: ${plural(report.rows, 'row')} checked. ${csvMessages.problems(problemCount)}`
        : `${file?.name}: ${plural(report.rows, 'row')} checked: ${csvMessages.summary(report)} ${csvMessages.ready}`;
  else if (state.matches('imported') && report) status = `${file?.name}: ${csvMessages.imported} ${csvMessages.summary(report)}`;

  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Choose a CSV file with the columns of an export (
        <a href={PRODUCT_EXPORT_PATH} download>
          download the catalogue as CSV
        </a>{' '}
        to start from). It is checked as soon as you choose it, and nothing is written until you import.
      </p>
      <div className={`${formStyles.field} ${styles.picker}`}>
        <label htmlFor={inputId}>CSV file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={isBusy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) send({ type: 'choose', file: chosen });
            // The same file, fixed and saved again, can be chosen again.
            event.currentTarget.value = '';
          }}
        />
        <p id={hintId} className={styles.hint}>
          One row per variant, prices in pounds (49.99). {csvMessages.newPicture}
        </p>
      </div>
      <p role="status" aria-live="polite" className={problemCount > 0 ? styles.statusProblem : styles.status} data-testid="import-status">
        {status}
      </p>
      <FormAlert message={state.matches('refused') ? (error ?? undefined) : undefined} />
      {report && file && problemCount > 0 && <ProblemsTable report={report} fileName={file.name} />}
      {(canImport || state.matches('importing')) && report && (
        <button
          type="button"
          className="button"
          disabled={!canImport}
          aria-busy={state.matches('importing')}
          onClick={() => send({ type: 'import' })}
        >
          {state.matches('importing') ? 'Importing...' : `Import ${plural(report.products, 'product')}`}
        </button>
      )}
    </div>
  );
}
