// Measures how well the built model's confidences are calibrated on the own evaluation set, and what
// each confidence threshold gives: coverage (share of messages at or above it) and precision (share of
// those answered right). Used to choose the temperature and the thresholds in confidence.ts.
//   npx tsx tests/chat-eval/calibration.ts
import { ANSWER_CONFIDENCE, confidenceBand, loadChatClassifier, SUGGEST_CONFIDENCE, type IntentScore } from '@shop/functions/chat';
import { readBlindSet } from './blind-set.ts';
import { examplesOf, type LabelledExample } from './evaluate.ts';
import { ownEvaluationSet } from './own/index.ts';

type Scored = { ranking: IntentScore[]; intent: string };

const classifier = loadChatClassifier();
const score = (examples: readonly LabelledExample[]): Scored[] =>
  examples.map(({ text, intent }) => ({ ranking: classifier.rank(text), intent }));
const own = score(examplesOf(ownEvaluationSet));
const blindExamples = readBlindSet('blind-dev');
const blind = blindExamples && score(blindExamples);

/** The confidences the model would give at `factor` times its temperature: p ** (1 / factor), renormalised. */
function rescaled(ranking: readonly IntentScore[], factor: number): number[] {
  const powered = ranking.map((score) => score.confidence ** (1 / factor));
  const sum = powered.reduce((total, value) => total + value, 0);
  return powered.map((value) => value / sum);
}

function calibrationAt(scored: readonly Scored[], factor: number): { nll: number; ece: number } {
  const bins = Array.from({ length: 10 }, () => ({ count: 0, confidence: 0, correct: 0 }));
  let nll = 0;
  for (const { ranking, intent } of scored) {
    const probabilities = rescaled(ranking, factor);
    const right = ranking.findIndex((score) => score.intent === intent);
    nll -= Math.log(Math.max(1e-12, probabilities[right] ?? 0));
    const top = probabilities[0] ?? 0;
    const bin = bins[Math.min(9, Math.floor(top * 10))];
    if (!bin) continue;
    bin.count++;
    bin.confidence += top;
    if (right === 0) bin.correct++;
  }
  const ece = bins.reduce((total, bin) => total + Math.abs(bin.confidence - bin.correct), 0) / scored.length;
  return { nll: nll / scored.length, ece };
}

function atThreshold(scored: readonly Scored[], threshold: number): { coverage: number; precision: number; topThree: number } {
  const above = scored.filter(({ ranking }) => (ranking[0]?.confidence ?? 0) >= threshold);
  const below = scored.filter(({ ranking }) => (ranking[0]?.confidence ?? 0) < threshold);
  const right = above.filter(({ ranking, intent }) => ranking[0]?.intent === intent).length;
  const inTopThree = below.filter(({ ranking, intent }) => ranking.slice(0, 3).some((score) => score.intent === intent)).length;
  return {
    coverage: above.length / scored.length,
    precision: above.length === 0 ? 1 : right / above.length,
    topThree: below.length === 0 ? 1 : inTopThree / below.length,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

console.log('temperature (x the model own)   own NLL   own ECE   blind-dev NLL   blind-dev ECE');
for (const factor of [0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 1, 1.25, 1.5, 2]) {
  const mine = calibrationAt(own, factor);
  const theirs = blind && calibrationAt(blind, factor);
  const blindColumns = theirs ? `${theirs.nll.toFixed(4).padStart(13)}   ${percent(theirs.ece)}` : '';
  console.log(`  ${factor.toFixed(2).padEnd(28)} ${mine.nll.toFixed(4)}  ${percent(mine.ece)}   ${blindColumns}`);
}

console.log('\nthreshold   own: coverage precision top-3 below   blind-dev: coverage precision top-3 below');
const thresholds = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, SUGGEST_CONFIDENCE, ANSWER_CONFIDENCE].sort((a, b) => a - b);
for (const threshold of new Set(thresholds)) {
  const mine = atThreshold(own, threshold);
  const theirs = blind && atThreshold(blind, threshold);
  const marker = threshold === ANSWER_CONFIDENCE ? ' answer' : threshold === SUGGEST_CONFIDENCE ? ' suggest' : '';
  const blindColumns = theirs ? `${percent(theirs.coverage)} ${percent(theirs.precision)} ${percent(theirs.topThree)}` : '-';
  console.log(
    `  ${threshold.toFixed(2)}${marker.padEnd(8)} ${percent(mine.coverage)} ${percent(mine.precision)} ${percent(mine.topThree)}        ${blindColumns}`,
  );
}

console.log('\nband        own: share  top-1 right  right in top 3   blind-dev: share  top-1 right  right in top 3');
for (const band of ['answer', 'suggest', 'fallback'] as const) {
  const columns = (scored: readonly Scored[]) => {
    const inBand = scored.filter(({ ranking }) => confidenceBand(ranking) === band);
    const share = (count: number) => (inBand.length === 0 ? 0 : count / inBand.length);
    const topOne = inBand.filter(({ ranking, intent }) => ranking[0]?.intent === intent).length;
    const topThree = inBand.filter(({ ranking, intent }) => ranking.slice(0, 3).some((score) => score.intent === intent)).length;
    return `${percent(inBand.length / scored.length)}  ${percent(share(topOne))}      ${percent(share(topThree))}`;
  };
  console.log(`  ${band.padEnd(10)} ${columns(own)}          ${blind ? columns(blind) : '-'}`);
}
