// TF-IDF weighting over a vocabulary learnt from the training corpus; features never seen in training are
// dropped, since the model has no weight for them.

export type SparseVector = { indices: Int32Array; values: Float32Array };

/** The features seen in training, in index order, with their inverse document frequency. */
export type Vocabulary = { features: readonly string[]; idf: Float32Array };

export type Vectorizer = {
  size: number;
  vectorize(features: readonly string[]): SparseVector;
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
  return {
    size: features.length,
    vectorize(messageFeatures) {
      const counts = new Map<number, number>();
      for (const feature of messageFeatures) {
        const at = index.get(feature);
        if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
      }
      const indices = Int32Array.from(counts.keys());
      // Sublinear term frequency: a repeated n-gram says little more than a single one.
      const values = Float32Array.from(indices, (at) => (1 + Math.log(counts.get(at) ?? 1)) * (scale[at] ?? 0));
      let squares = 0;
      for (const value of values) squares += value * value;
      const norm = Math.sqrt(squares) || 1;
      for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / norm;
      return { indices, values };
    },
  };
}
