// Comments and documents name only what a reader of the repository can open: the product specification is
// docs/spec.md, the map is docs/architecture.md. A reference to a document kept outside the repository (the
// first specification and design notes, by file name or section number) or to an issue number fails here,
// naming the file and line, so the comment states the rule itself or points at docs/spec.md instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folders and files whose text a reader of the repository reads. */
const checked = [
  'core/src',
  'functions/src',
  'functions/seed',
  'web/src',
  'web/build',
  'web/testing',
  'test-support',
  'tests',
  'scripts',
  'bench',
  'docs',
  '.ci',
  'README.md',
  'eslint.config.js',
  'vitest.config.ts',
  'web/vite.config.ts',
];
const skipped = new Set(['node_modules', 'dist', 'generated', 'test-results', 'playwright-report']);
const textFile = /\.(?:ts|tsx|mts|js|mjs|cjs|css|md|ya?ml)$|^run$/;

const outsideReferences = [
  { pattern: /\b(?:SPEC|DESIGN|STYLE)\.md\b/, says: 'a document outside the repository' },
  { pattern: /\/work\/shared\b/, says: 'a folder outside the repository' },
  { pattern: /\bissue #?\d+/i, says: 'an issue number' },
  { pattern: /\bsections? \d+/i, says: "a numbered section of a document outside the repository (docs/spec.md's sections go by name)" },
];

/** Each line of `text` that names something outside the repository, as "file:line: what it names". */
function outsideReferencesIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      outsideReferences.filter(({ pattern }) => pattern.test(line)).map(({ says }) => `${file}:${index + 1}: ${says}`),
    );
}

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (textFile.test(path)) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split('/').some((part) => skipped.has(part)) && textFile.test(name.split('/').at(-1) ?? ''))
    .map((name) => join(path, name));
}

describe('references a reader of the repository can follow', () => {
  it('finds a section number, a document outside the repository and an issue number in a comment', () => {
    const samples = [
      `// Cart rules of ${'SPEC'}.md`,
      `// the policy (${'section'} 6)`,
      `// slow under load (${'issue'} 13)`,
      `// see /work/${'shared'}`,
    ];
    expect(outsideReferencesIn('sample.ts', samples.join('\n'))).toHaveLength(4);
    expect(outsideReferencesIn('sample.ts', '// Cart rules (docs/spec.md, States and transitions: Cart)')).toEqual([]);
  });

  it('finds none in the code, its tests, scripts and documents', () => {
    const files = checked.filter((path) => existsSync(join(root, path))).flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => outsideReferencesIn(file, readFileSync(join(root, file), 'utf8')));
    expect(found, 'state the rule itself, or point at docs/spec.md by section name').toEqual([]);
  });
});
