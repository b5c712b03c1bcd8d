// Multinomial logistic regression over sparse vectors, trained by stochastic gradient descent.
// Small enough to read, fast enough to train at start-up (well under a second on this corpus) and to
// score a message in microseconds; its probabilities give the engine a confidence to decide on fallback.
import type { SparseVector } from './vectorizer.ts';

export type TrainingOptions = { epochs: number; learningRate: number; seed: number };

export type SoftmaxModel = {
  /** Probability of each class, in the order the classes were given. */
  probabilities(vector: SparseVector): Float64Array;
};

export function trainSoftmaxRegression(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classCount: number,
  featureCount: number,
  options: TrainingOptions,
): SoftmaxModel {
  // Feature-major layout: one sample's update touches contiguous memory.
  const weights = new Float32Array(featureCount * classCount);
  const bias = new Float64Array(classCount);
  const scores = new Float64Array(classCount);

  const probabilities = (vector: SparseVector, into: Float64Array): Float64Array => {
    into.set(bias);
    for (let i = 0; i < vector.indices.length; i++) {
      const row = (vector.indices[i] ?? 0) * classCount;
      const value = vector.values[i] ?? 0;
      for (let c = 0; c < classCount; c++) into[c] = (into[c] ?? 0) + (weights[row + c] ?? 0) * value;
    }
    let max = -Infinity;
    for (const score of into) max = Math.max(max, score);
    let sum = 0;
    for (let c = 0; c < classCount; c++) {
      const exp = Math.exp((into[c] ?? 0) - max);
      into[c] = exp;
      sum += exp;
    }
    for (let c = 0; c < classCount; c++) into[c] = (into[c] ?? 0) / sum;
    return into;
  };

  const random = seededRandom(options.seed);
  const order = Array.from(vectors.keys());
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random);
    // Decaying step: large moves early, fine adjustments late.
    const rate = options.learningRate / (1 + epoch * 0.5);
    for (const sample of order) {
      const vector = vectors[sample];
      const label = labels[sample];
      if (!vector || label === undefined) continue;
      probabilities(vector, scores);
      scores[label] = (scores[label] ?? 0) - 1;
      for (let c = 0; c < classCount; c++) bias[c] = (bias[c] ?? 0) - rate * (scores[c] ?? 0);
      for (let i = 0; i < vector.indices.length; i++) {
        const row = (vector.indices[i] ?? 0) * classCount;
        const step = rate * (vector.values[i] ?? 0);
        for (let c = 0; c < classCount; c++) weights[row + c] = (weights[row + c] ?? 0) - step * (scores[c] ?? 0);
      }
    }
  }

  return { probabilities: (vector) => probabilities(vector, new Float64Array(classCount)) };
}

/** A small deterministic generator (mulberry32), so training gives the same model on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
}
