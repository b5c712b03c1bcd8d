// `npm test`: unit and integration tests (PGlite, and PostgreSQL when DATABASE_URL is set), a short load
// run at 200 connections, the fault suite (servers killed and restarted), two instances on one PostgreSQL,
// Redis and S3 server, then the end-to-end suite in Chromium against the built server. Ends with a
// summary of the counts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const startedAt = performance.now();
/** Wall time of each suite, printed with its counts. */
const seconds = new Map();
const timed = (label, ok) => {
  const before = performance.now();
  const passed = ok();
  seconds.set(label, (performance.now() - before) / 1000);
  return passed;
};

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status === 0;
}

// Every suite loads the chat model built ahead of time: build it now if it is missing or out of date.
if (!run('npm', ['run', 'chat:model', '-w', 'functions'])) process.exit(1);

const suites = [
  ['unit', 'unit'],
  ['components (web forms)', 'components'],
  ['integration (PGlite)', 'integration-pglite'],
  ...(process.env.DATABASE_URL ? [['integration (PostgreSQL)', 'integration-postgres']] : []),
  ['start (first and later)', 'start'],
  ['load (200 connections)', 'load'],
  ['faults (kill -9, database restart)', 'faults'],
  ['multi-instance (two servers)', 'multi-instance'],
];
const reports = suites.map(([label, project]) => ({ label, file: path.join(outDir, `${project}.json`), project }));
let vitestOk = true;
for (const { label, project, file } of reports) {
  vitestOk =
    timed(label, () =>
      run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]),
    ) && vitestOk;
}

buildWebIfNeeded();
const e2eOk = timed('end-to-end (desktop)', () => run('npx', ['playwright', 'test', '--config', 'tests/playwright.config.ts']));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const counts = new Map();
const failures = [];
const count = (suite, status, name) => {
  const entry = counts.get(suite) ?? { passed: 0, failed: 0, skipped: 0 };
  entry[status] += 1;
  counts.set(suite, entry);
  if (status === 'failed') failures.push(`${suite}: ${name}`);
};

for (const { label, file } of reports) {
  for (const result of readJson(file)?.testResults ?? []) {
    for (const assertion of result.assertionResults ?? []) {
      const status = assertion.status === 'passed' ? 'passed' : assertion.status === 'failed' ? 'failed' : 'skipped';
      count(label, status, `${path.relative(root, result.name)} > ${assertion.fullName}`);
    }
  }
}

const e2e = readJson(path.join(outDir, 'e2e.json'));
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? []) {
      const outcome = t.status === 'expected' ? 'passed' : t.status === 'skipped' ? 'skipped' : 'failed';
      count(`end-to-end (${t.projectName})`, outcome, `${spec.file}:${spec.line} > ${spec.title}`);
    }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of e2e?.suites ?? []) walk(suite);

console.log('\nTest summary');
for (const [suite, { passed, failed, skipped }] of counts) {
  const wall = seconds.get(suite);
  console.log(
    `  ${suite.padEnd(32)} ${String(passed).padStart(4)} passed  ${String(failed).padStart(3)} failed  ${String(skipped).padStart(3)} skipped` +
      (wall === undefined ? '' : `  ${wall.toFixed(0).padStart(4)} s`),
  );
}
console.log(
  `  total ${((performance.now() - startedAt) / 60_000).toFixed(1)} min (the desktop end-to-end time includes the phone project, run alongside)`,
);
if (failures.length > 0) console.log(`\nFailed\n${failures.map((name) => `  ${name}`).join('\n')}`);
if (!process.env.DATABASE_URL) console.log('  (PostgreSQL integration skipped: set DATABASE_URL to run it)');
process.exit(vitestOk && e2eOk ? 0 : 1);
