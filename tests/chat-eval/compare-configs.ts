// Compares classifier configurations on the own evaluation set and, when present, blind-dev: one line per
// configuration with its accuracies and training time. Never reads blind-test.
//   npx tsx tests/chat-eval/compare-configs.ts [name ...]      only the named configurations
//   npx tsx tests/chat-eval/compare-configs.ts --seeds 3 ...   the mean over 3 training seeds: a single
//                                                              seed moves blind-dev by about half a point
//   npx tsx tests/chat-eval/compare-configs.ts --detail name   per intent, per style and confusions of one
import { defaultClassifierOptions, readTrainingCorpus, trainIntentClassifier, type ClassifierOptions } from '@shop/functions/chat';
import { readBlindSet } from './blind-set.ts';
import { evaluateClassifier, examplesOf, share, type EvaluationReport } from './evaluate.ts';
import { ownEvaluationSet, supportEvaluationSet } from './own/index.ts';

type Variant = (base: ClassifierOptions) => ClassifierOptions;

const withFeatures =
  (features: Partial<ClassifierOptions['features']>): Variant =>
  (base) => ({
    ...base,
    features: { ...base.features, ...features },
  });
const withTraining =
  (training: Partial<ClassifierOptions['training']>): Variant =>
  (base) => ({
    ...base,
    training: { ...base.training, ...training },
  });

const variants: Record<string, Variant> = {
  chosen: (base) => base,
  'chars 2-5': withFeatures({ charNgrams: [2, 5] }),
  'chars 3-6': withFeatures({ charNgrams: [3, 6] }),
  'chars 2-4': withFeatures({ charNgrams: [2, 4] }),
  'no chars': withFeatures({ charNgrams: null }),
  'no words': withFeatures({ words: false, wordPairs: false }),
  'no word pairs': withFeatures({ wordPairs: false }),
  'word weight 2': withFeatures({ wordWeight: 2 }),
  'word weight 0.5': withFeatures({ wordWeight: 0.5 }),
  'no value words': withFeatures({ withValueWords: false }),
  'word map on': withFeatures({ withWordMap: true }),
  'word map off': withFeatures({ withWordMap: false }),
  'final sentence once': withFeatures({ withFinalSentenceTwice: false }),
  'no noisy copies': (base) => ({ ...base, withNoisyCopies: false }),
  'epochs 5': withTraining({ epochs: 5 }),
  'epochs 20': withTraining({ epochs: 20 }),
  'average of 3 runs': withTraining({ runs: 3 }),
  'l2 0.001': withTraining({ l2: 0.001 }),
  'l2 0.01': withTraining({ l2: 0.01 }),
  'l2 0.1': withTraining({ l2: 0.1 }),
  'l2 0.3': withTraining({ l2: 0.3 }),
  'learning rate 0.5': withTraining({ learningRate: 0.5 }),
  'min documents 2': (base) => ({ ...base, minDocuments: 2 }),
};

const own = examplesOf(ownEvaluationSet);
const support = examplesOf(supportEvaluationSet);
const blindDev = readBlindSet('blind-dev');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

function printDetail(name: string, report: EvaluationReport): void {
  console.log(`\n${name} on blind-dev: ${percent(report.accuracy)} of ${report.total}`);
  console.log('per intent:');
  for (const [intent, tally] of [...report.byIntent].sort((a, b) => share(a[1]) - share(b[1]))) {
    console.log(`  ${intent.padEnd(28)} ${percent(share(tally))}  (${tally.correct}/${tally.total})`);
  }
  console.log('per style:');
  for (const [style, tally] of report.byStyle)
    console.log(`  ${style.padEnd(28)} ${percent(share(tally))}  (${tally.correct}/${tally.total})`);
  console.log('confusions (expected -> predicted):');
  for (const [pair, times] of report.confusions.slice(0, 30)) console.log(`  ${String(times).padStart(3)}  ${pair}`);
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const detail = option('--detail');
const seeds = Number(option('--seeds') ?? 1);
const names = detail ? [detail] : args.length > 0 ? args : Object.keys(variants);
if (!blindDev) console.log('blind-dev.json is not there yet: scoring the own evaluation set only.');
console.log(`${'configuration'.padEnd(24)} ${'own'.padStart(7)} ${'support'.padStart(7)} ${'blind'.padStart(7)}  train s`);
for (const name of names) {
  const variant = variants[name];
  if (!variant) throw new Error(`No configuration named "${name}". Known: ${Object.keys(variants).join(', ')}`);
  const totals = { own: 0, support: 0, blind: 0, seconds: 0 };
  for (let repeat = 0; repeat < seeds; repeat++) {
    const options = variant(defaultClassifierOptions);
    const started = performance.now();
    const classifier = trainIntentClassifier(readTrainingCorpus(), {
      ...options,
      training: { ...options.training, seed: options.training.seed + 100 * repeat },
    });
    totals.seconds += (performance.now() - started) / 1000 / seeds;
    totals.own += evaluateClassifier(classifier, own).accuracy / seeds;
    totals.support += evaluateClassifier(classifier, support).accuracy / seeds;
    const blindReport = blindDev && evaluateClassifier(classifier, blindDev);
    if (blindReport) totals.blind += blindReport.accuracy / seeds;
    if (detail && blindReport) printDetail(name, blindReport);
  }
  const blind = blindDev ? percent(totals.blind) : '      -';
  console.log(`${name.padEnd(24)} ${percent(totals.own)} ${percent(totals.support)} ${blind}  ${totals.seconds.toFixed(1)}`);
}
