// TF-IDF weighting over a vocabulary learnt from the training corpus; features never seen in training are
// dropped, since the model has no weight for them.

export type SparseVector = { indices: Int32Array; values: Float32Array };

/** The features seen in training, in index order, with their inverse document frequency. */
export type Vocabulary = { features: readonly string[]; idf: Float32Array };

export type Vectorizer = {
  size: number;
  vectorize(features: readonly string[]): SparseVector;
  /** A feature's index in the vocabulary, or -1 when training never saw it. */
  indexOf(feature: string): number;
  /** The vector of the features at these indices (in the order `vectorize` would meet them), -1 left out. */
  vectorizeIndices(indices: readonly number[]): SparseVector;
};

/** Features seen in fewer than `minDocuments` training documents are left out: one odd utterance's typo says nothing. */
export function fitVocabulary(documents: readonly (readonly string[])[], minDocuments = 1): Vocabulary {
  const documentCounts = new Map<string, number>();
  for (const features of documents) {
    for (const feature of new Set(features)) documentCounts.set(feature, (documentCounts.get(feature) ?? 0) + 1);
  }
  const kept = [...documentCounts].filter(([, count]) => count >= minDocuments);
  return {
    features: kept.map(([feature]) => feature),
    idf: Float32Array.from(kept, ([, count]) => Math.log((1 + documents.length) / (1 + count)) + 1),
  };
}

/** `weightOf` scales a feature's value by its kind (word or letters) before the vector is normalised. */
export function createVectorizer({ features, idf }: Vocabulary, weightOf: (feature: string) => number): Vectorizer {
  const index = new Map(features.map((feature, i) => [feature, i]));
  const scale = Float32Array.from(features, (feature, i) => weightOf(feature) * (idf[i] ?? 0));
  /** Each feature's place among a message's distinct features while one is counted; -1 otherwise. */
  const placeOf = new Int32Array(features.length).fill(-1);
  const indexOf = (feature: string) => index.get(feature) ?? -1;
  const vectorizeIndices = (sequence: readonly number[]): SparseVector => {
    // The distinct features in the order first met, with how often each is met.
    const distinct: number[] = [];
    const counts: number[] = [];
    for (const at of sequence) {
      if (at < 0) continue;
      const place = placeOf[at] ?? -1;
      if (place === -1) {
        placeOf[at] = distinct.length;
        distinct.push(at);
        counts.push(1);
      } else counts[place] = (counts[place] ?? 0) + 1;
    }
    for (const at of distinct) placeOf[at] = -1;
    const indices = Int32Array.from(distinct);
    // Sublinear term frequency: a repeated n-gram says little more than a single one.
    const values = new Float32Array(distinct.length);
    for (let i = 0; i < distinct.length; i++) values[i] = (1 + Math.log(counts[i] ?? 1)) * (scale[distinct[i] ?? 0] ?? 0);
    let squares = 0;
    for (const value of values) squares += value * value;
    const norm = Math.sqrt(squares) || 1;
    for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / norm;
    return { indices, values };
  };
  return {
    size: features.length,
    indexOf,
    vectorizeIndices,
    vectorize: (messageFeatures) => vectorizeIndices(messageFeatures.map(indexOf)),
  };
}
