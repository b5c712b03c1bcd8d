import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers (web/src/README.md): what each may import. Features never import each other, and
// are entered only through their index.ts; the shared layers never import features; nothing in web reaches
// into functions/ or core/ by path (web takes core as the @shop/core package).
const webLayer = (type) => ({ element: { type } });
/** A feature's public surface: the only file of it that anything outside the feature imports. */
const featureEntry = { element: { type: 'feature', fileInternalPath: 'index.ts' } };
const webBoundaries = {
  files: ['web/src/**/*.{ts,tsx}'],
  // Tests also take their helpers from web/testing, outside the app; the code they test keeps to the rule.
  ignores: ['web/src/**/*.test.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      { type: 'app', pattern: 'web/src/app' },
      { type: 'route', pattern: 'web/src/routes' },
      { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
      { type: 'state', pattern: 'web/src/state' },
      { type: 'component', pattern: 'web/src/components' },
      { type: 'first-load', pattern: 'web/src/first-load' },
      { type: 'lib', pattern: 'web/src/lib' },
      { type: 'core', pattern: 'core' },
      { type: 'functions', pattern: 'functions' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkUnknownLocals: true,
        message:
          'Not across these boundaries (web/src/README.md): a feature imports only itself, state/, components/, first-load/ and lib/; others enter a feature by its index.ts; web takes core as @shop/core and never imports functions/.',
        policies: [
          { from: webLayer('app'), allow: { to: [featureEntry, ...['route', 'state', 'component', 'first-load', 'lib'].map(webLayer)] } },
          { from: webLayer('route'), allow: { to: [featureEntry, ...['state', 'component', 'first-load', 'lib'].map(webLayer)] } },
          {
            from: webLayer('feature'),
            allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
          },
          { from: webLayer('feature'), allow: { to: ['state', 'component', 'first-load', 'lib'].map(webLayer) } },
          { from: webLayer('first-load'), allow: { to: ['lib'].map(webLayer) } },
          { from: webLayer('state'), allow: { to: ['lib'].map(webLayer) } },
          { from: webLayer('component'), allow: { to: ['lib'].map(webLayer) } },
        ],
      },
    ],
  },
};

// The server's areas (functions/src/<area>/) talk to each other through each area's index.ts; a room of an
// area (functions/src/<area>/<room>/, such as chat/engine) is entered through its own index.ts by its area
// and its sibling rooms, and never by another area; only routers and the HTTP edge (functions/src/http,
// and the server-rendered pages in functions/src/first-load) speak HTTP, so a service never maps its errors
// to statuses; the composition root (main.ts, app.ts, server.ts, services.ts) puts everything together.
// Nothing in functions/ imports web/ or any test code. Tests, benchmarks and test support reach the packages
// only through their exports (@shop/functions/..., @shop/core/..., @shop/web/...), never by path.
const serverLayer = (type) => ({ element: { type } });
const areaEntry = { element: { type: 'area', fileInternalPath: 'index.ts' } };
const sameArea = { element: { type: 'area', captured: { area: '{{ from.captured.area }}' } } };
const roomEntry = { element: { type: 'room', captured: { area: '{{ from.captured.area }}' }, fileInternalPath: 'index.ts' } };
const sameRoom = { element: { type: 'room', captured: { area: '{{ from.captured.area }}', room: '{{ from.captured.room }}' } } };
const routers = { element: { type: 'area' }, file: { categories: 'router' } };
const kernel = { element: { type: 'server' }, file: { categories: 'kernel' } };
const serverBoundaries = {
  files: ['functions/**/*.ts', 'test-support/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'core/**/*.ts'],
  ignores: ['functions/**/*.test.ts', 'core/**/*.test.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      { type: 'edge', pattern: ['functions/src/http', 'functions/src/first-load'] },
      { type: 'room', pattern: 'functions/src/*/*', capture: ['area', 'room'] },
      { type: 'area', pattern: 'functions/src/*', capture: ['area'] },
      { type: 'server', pattern: 'functions/src' },
      { type: 'seed', pattern: 'functions/seed' },
      { type: 'core', pattern: 'core' },
      { type: 'web', pattern: 'web' },
      // The end-to-end journeys' helpers (Playwright) inside test support: they may use the server-side helpers,
      // which never import them.
      { type: 'browser-support', pattern: 'test-support/src/browser' },
      { type: 'test-support', pattern: 'test-support' },
      { type: 'tests', pattern: 'tests' },
      { type: 'bench', pattern: 'bench' },
    ],
    'boundaries/files': [
      { category: 'router', pattern: 'functions/src/*/*router.ts' },
      { category: 'kernel', pattern: 'functions/src/{errors,policy,config}.ts' },
      {
        category: 'composition',
        pattern: ['functions/src/{main,app,prepare,server,services,migrate,command,housekeeping}.ts', 'functions/seed/seed-if-empty.ts'],
      },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkUnknownLocals: true,
        message:
          'Not across these boundaries (README, Architecture): server areas and their rooms meet through index.ts, only routers and functions/src/http speak HTTP, functions/ never imports web/ or test code, server-side test helpers never import the browser ones (test-support/src/browser), and tests, benchmarks and test support use package exports (@shop/...) only.',
        policies: [
          { from: serverLayer('area'), allow: { to: [sameArea, roomEntry, areaEntry, kernel] } },
          { from: serverLayer('room'), allow: { to: [sameRoom, roomEntry, areaEntry, kernel] } },
          { from: routers, allow: { to: [routers, serverLayer('edge')] } },
          { from: kernel, allow: { to: [areaEntry, kernel, serverLayer('edge')] } },
          { from: serverLayer('edge'), allow: { to: [serverLayer('edge'), areaEntry, routers, kernel] } },
          {
            from: { file: { categories: 'composition' } },
            allow: { to: [areaEntry, routers, kernel, serverLayer('edge'), serverLayer('server'), serverLayer('seed')] },
          },
          { from: serverLayer('seed'), allow: { to: [serverLayer('seed'), areaEntry, kernel] } },
          ...['core', 'test-support', 'tests', 'bench'].map((type) => ({ from: serverLayer(type), allow: { to: serverLayer(type) } })),
          { from: serverLayer('browser-support'), allow: { to: ['browser-support', 'test-support'].map(serverLayer) } },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.test-output/**', 'functions/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps the module as a side-effect import under verbatimModuleSyntax: it once pulled
      // every zod schema into the landing pages' bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries,
  serverBoundaries,
  {
    files: ['**/*.test.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-console': 'off' },
  },
);
