// Builds what `npm start` runs, each only when it is missing or older than any source it is built from: the
// web app (Vite, into web/dist) and the server (esbuild, into functions/dist: plain JavaScript, so no
// TypeScript loader runs in the server). Each answers what it did, for the start's one line per step.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inRoot = (entry) => path.join(root, entry);

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const isFresh = (output, sources) =>
  existsSync(output) && statSync(output).mtimeMs > Math.max(...sources.map((source) => newestChange(inRoot(source))));

const webSources = ['web/src', 'web/build', 'web/public', 'web/index.html', 'web/vite.config.ts', 'core/src'];

export function buildWebIfNeeded() {
  if (isFresh(inRoot('web/dist/index.html'), webSources)) return 'up to date';
  execFileSync('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return 'built';
}

export const serverDir = inRoot('functions/dist');
const serverEntries = {
  main: 'functions/src/main.ts',
  'pglite-worker': 'functions/src/db/pglite-worker.ts',
  prepare: 'functions/src/prepare.ts',
};
const serverSources = ['functions/src', 'functions/seed', 'core/src', 'functions/package.json', 'scripts/build-if-needed.mjs'];

/** Packages stay in node_modules, loaded by Node as they are; the project's own (@shop/*) are TypeScript to compile. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: name }) => (name.startsWith('@shop/') ? undefined : { path: name, external: true }));
  },
};

/**
 * In one bundle every module would share the bundle's own `import.meta.url`: each keeps its source file's
 * instead, so the files it finds beside it (migrations, the chat model, kept pictures) are where they were.
 * The entries keep the bundle's own: main.ts finds the worker's compiled file with it.
 */
const sourceLocations = (entries) => ({
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
      const text = readFileSync(file, 'utf8');
      if (entries.has(file) || file.includes(`${path.sep}node_modules${path.sep}`) || !text.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(serverDir, file).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
});

export async function buildServerIfNeeded({ force = false } = {}) {
  if (!force && isFresh(path.join(serverDir, 'main.js'), serverSources)) return 'up to date';
  const { build } = await import('esbuild');
  const entryPoints = Object.fromEntries(Object.entries(serverEntries).map(([name, file]) => [name, inRoot(file)]));
  await build({
    entryPoints,
    outdir: serverDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces need only the map's positions: the sources' text in it was 1.1 MB of the server's heap.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [packagesOutside, sourceLocations(new Set(Object.values(entryPoints)))],
  });
  return 'compiled';
}

/** Runs one build step and prints what it did and how long it took. */
export async function step(name, work) {
  const started = performance.now();
  const done = await work();
  console.log(`${name}: ${done} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// `npm install` runs this (postinstall): everything the first `npm start` would otherwise build. With
// `server`, the server's code alone (what the suites that start server processes need).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const isServerOnly = process.argv[2] === 'server';
  if (!isServerOnly) await step('web app', buildWebIfNeeded);
  await step('server code', buildServerIfNeeded);
  if (!isServerOnly) execFileSync(process.execPath, [path.join(serverDir, 'prepare.js')], { cwd: root, stdio: 'inherit' });
}
