// TF-IDF weighting over a vocabulary learnt from the training corpus; features never seen in training are
// dropped, since the model has no weight for them.

export type SparseVector = { indices: Int32Array; values: Float32Array };

export type Vectorizer = {
  size: number;
  vectorize(features: readonly string[]): SparseVector;
};

export function fitVectorizer(documents: readonly (readonly string[])[]): Vectorizer {
  const vocabulary = new Map<string, number>();
  const documentCounts: number[] = [];
  for (const features of documents) {
    for (const feature of new Set(features)) {
      let index = vocabulary.get(feature);
      if (index === undefined) {
        index = vocabulary.size;
        vocabulary.set(feature, index);
        documentCounts.push(0);
      }
      documentCounts[index] = (documentCounts[index] ?? 0) + 1;
    }
  }
  const idf = Float32Array.from(documentCounts, (count) => Math.log((1 + documents.length) / (1 + count)) + 1);

  return {
    size: vocabulary.size,
    vectorize(features) {
      const counts = new Map<number, number>();
      for (const feature of features) {
        const index = vocabulary.get(feature);
        if (index !== undefined) counts.set(index, (counts.get(index) ?? 0) + 1);
      }
      const indices = Int32Array.from(counts.keys());
      // Sublinear term frequency: a repeated n-gram says little more than a single one.
      const values = Float32Array.from(indices, (index) => (1 + Math.log(counts.get(index) ?? 1)) * (idf[index] ?? 0));
      let squares = 0;
      for (const value of values) squares += value * value;
      const norm = Math.sqrt(squares) || 1;
      for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / norm;
      return { indices, values };
    },
  };
}
