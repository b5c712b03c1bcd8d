// How alike two questions are: TF-IDF vectors over the classifier's plain words (wordsOf) and the
// four-letter pieces of each word (so "wrap" and "wrapping" meet), compared by cosine. The weights come
// from the questions the index holds, so words every question uses ("I", "you", "my") count for little.
import { wordsOf } from '../chat/index.ts';

/** Letter pieces count half a word: they tell inflections apart from other words, not the subject. */
const PIECE_WEIGHT = 0.5;
const PIECE = 4;

type Sparse = Map<string, number>;

function termsOf(text: string): Sparse {
  const terms: Sparse = new Map();
  const add = (term: string, weight: number) => terms.set(term, (terms.get(term) ?? 0) + weight);
  for (const word of wordsOf(text)) {
    add(`w:${word}`, 1);
    const padded = ` ${word} `;
    for (let start = 0; start + PIECE <= padded.length; start++) add(padded.slice(start, start + PIECE), PIECE_WEIGHT);
  }
  return terms;
}

export type Scored<T> = { label: T; score: number };

export type SimilarityIndex<T> = {
  /** Every label's best cosine similarity (0-1) to the text, among the documents it labels; unlisted labels score 0. */
  scores(text: string): Map<T, number>;
};

/** An index over labelled documents: a label may name several (an answer and its example questions). */
export function similarityIndex<T>(documents: readonly { label: T; text: string }[]): SimilarityIndex<T> {
  const termLists = documents.map((document) => termsOf(document.text));
  const counts = new Map<string, number>();
  for (const terms of termLists) for (const term of terms.keys()) counts.set(term, (counts.get(term) ?? 0) + 1);
  const total = documents.length;
  const idf = (term: string) => Math.log((total + 1) / ((counts.get(term) ?? 0) + 1)) + 1;
  const weigh = (terms: Sparse): Sparse => {
    const weighted: Sparse = new Map();
    let squares = 0;
    for (const [term, count] of terms) {
      const weight = count * idf(term);
      weighted.set(term, weight);
      squares += weight * weight;
    }
    const norm = Math.sqrt(squares) || 1;
    for (const [term, weight] of weighted) weighted.set(term, weight / norm);
    return weighted;
  };
  // Inverted: each term's documents, so a question is compared only with those sharing a term with it.
  const postings = new Map<string, { document: number; weight: number }[]>();
  termLists.forEach((terms, document) => {
    for (const [term, weight] of weigh(terms)) {
      const list = postings.get(term) ?? [];
      list.push({ document, weight });
      postings.set(term, list);
    }
  });
  return {
    scores(text) {
      const dots = new Float64Array(total);
      for (const [term, weight] of weigh(termsOf(text))) {
        for (const posting of postings.get(term) ?? []) dots[posting.document] = (dots[posting.document] ?? 0) + weight * posting.weight;
      }
      const best = new Map<T, number>();
      documents.forEach(({ label }, document) => {
        const score = dots[document] ?? 0;
        if (score > (best.get(label) ?? 0)) best.set(label, score);
      });
      return best;
    },
  };
}
