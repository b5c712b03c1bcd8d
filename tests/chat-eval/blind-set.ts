// The blind evaluation sets (blind-dev.json, blind-test.json, blind-fresh.json, blind-dev-2.json): written by someone who never saw the
// corpus, and never read by the team. Loaded for scoring only; null while a file is not there yet.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LabelledExample } from './evaluate.ts';

export type BlindSetName = 'blind-dev' | 'blind-test' | 'blind-fresh' | 'blind-dev-2';

export function blindSetPath(name: BlindSetName): string {
  return fileURLToPath(new URL(`./${name}.json`, import.meta.url));
}

export function readBlindSet(name: BlindSetName): LabelledExample[] | null {
  const file = blindSetPath(name);
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isExample)) throw new Error(`${file} is not a JSON array of {text, intent, style}.`);
  return parsed;
}

function isExample(value: unknown): value is LabelledExample {
  if (typeof value !== 'object' || value === null) return false;
  const { text, intent, style } = value as Record<string, unknown>;
  return typeof text === 'string' && typeof intent === 'string' && (style === undefined || typeof style === 'string');
}
