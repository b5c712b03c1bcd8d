// Multinomial logistic regression over sparse vectors, trained by stochastic gradient descent. Small enough
// to read and fast enough to train at build time in seconds; its probabilities give the engine a confidence.
import type { SparseVector } from './vectorizer.ts';

export type TrainingOptions = {
  epochs: number;
  learningRate: number;
  /** Weight shrinkage after each epoch (L2 regularisation): keeps any one n-gram from deciding alone. */
  l2: number;
  seed: number;
  /** Trains this many times, each in another shuffled order, and averages the weights: steadier than one run. */
  runs: number;
};

/** Feature-major weights (feature * classCount + class) and one bias per class. */
export type LinearWeights = { weights: Float32Array; bias: Float64Array; classCount: number };

export function trainSoftmaxRegression(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classCount: number,
  featureCount: number,
  options: TrainingOptions,
): LinearWeights {
  const total: LinearWeights = { weights: new Float32Array(featureCount * classCount), bias: new Float64Array(classCount), classCount };
  const runs = Math.max(1, options.runs);
  for (let run = 0; run < runs; run++) {
    const { weights, bias } = trainOnce(vectors, labels, classCount, featureCount, { ...options, seed: options.seed + run });
    for (let i = 0; i < weights.length; i++) total.weights[i] = (total.weights[i] ?? 0) + (weights[i] ?? 0) / runs;
    for (let c = 0; c < classCount; c++) total.bias[c] = (total.bias[c] ?? 0) + (bias[c] ?? 0) / runs;
  }
  return total;
}

function trainOnce(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classCount: number,
  featureCount: number,
  options: TrainingOptions,
): LinearWeights {
  // Feature-major layout: one sample's update touches contiguous memory.
  const weights = new Float32Array(featureCount * classCount);
  const bias = new Float64Array(classCount);
  const scores = new Float64Array(classCount);

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
      linearScores(vector, weights, bias, scores);
      softmax(scores, 1);
      scores[label] = (scores[label] ?? 0) - 1;
      for (let c = 0; c < classCount; c++) bias[c] = (bias[c] ?? 0) - rate * (scores[c] ?? 0);
      for (let i = 0; i < vector.indices.length; i++) {
        const row = (vector.indices[i] ?? 0) * classCount;
        const step = rate * (vector.values[i] ?? 0);
        for (let c = 0; c < classCount; c++) weights[row + c] = (weights[row + c] ?? 0) - step * (scores[c] ?? 0);
      }
    }
    if (options.l2 > 0) {
      const shrink = 1 - rate * options.l2;
      for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] ?? 0) * shrink;
    }
  }
  return { weights, bias, classCount };
}

function linearScores(vector: SparseVector, weights: Float32Array, bias: Float64Array, into: Float64Array): void {
  const classCount = bias.length;
  into.set(bias);
  for (let i = 0; i < vector.indices.length; i++) {
    const row = (vector.indices[i] ?? 0) * classCount;
    const value = vector.values[i] ?? 0;
    for (let c = 0; c < classCount; c++) into[c] = (into[c] ?? 0) + (weights[row + c] ?? 0) * value;
  }
}

/** Turns scores into probabilities in place; a temperature above 1 softens them, below 1 sharpens them. */
export function softmax(scores: Float64Array, temperature: number): Float64Array {
  let max = -Infinity;
  for (const score of scores) max = Math.max(max, score);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    const exp = Math.exp(((scores[c] ?? 0) - max) / temperature);
    scores[c] = exp;
    sum += exp;
  }
  for (let c = 0; c < scores.length; c++) scores[c] = (scores[c] ?? 0) / sum;
  return scores;
}

/** A small deterministic generator (mulberry32), so training gives the same model every time. */
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
