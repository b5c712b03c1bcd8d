// Prints, for the own set and every blind set, how the whole assistant answers each message as a first
// message: intent accuracy and right intent with a direct answer. `--detail` adds the confusions and the
// messages not answered directly, for the development sets only (own, blind-dev, blind-dev-2): the sets
// that are measured only are never read by anyone.
//   npx tsx tests/chat-eval/answer-report.ts [--detail]
import { createChatEngine, loadChatClassifier, reportedIntent } from '@shop/functions/chat';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import { BLIND_SETS, readBlindSet, type BlindSetName } from './blind-set.ts';
import { evaluateAnswers, describeAnswers, isDirect } from './evaluate-answers.ts';
import { examplesOf, type LabelledExample } from './evaluate.ts';
import { ownEvaluationSet } from './own/index.ts';

const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });
const isDetailed = process.argv.includes('--detail');

const sets: [string, LabelledExample[] | null, boolean][] = [
  ['own', examplesOf(ownEvaluationSet), true],
  ...Object.entries(BLIND_SETS).map(
    ([name, use]) => [name, readBlindSet(name as BlindSetName), use === 'development'] as [string, LabelledExample[] | null, boolean],
  ),
];

for (const [name, examples, isDevelopment] of sets) {
  if (!examples) {
    console.log(`${name.padEnd(12)} absent`);
    continue;
  }
  const report = await evaluateAnswers(engine, examples);
  console.log(`${name.padEnd(12)} ${describeAnswers(report)}`);
  if (!isDetailed || !isDevelopment) continue;
  console.log(`  confusions: ${JSON.stringify(report.confusions.slice(0, 25))}`);
  for (const { text, intent } of examples) {
    const answer = await engine.answer(text);
    if (answer.intent === reportedIntent(intent) && isDirect(answer)) continue;
    console.log(`  [${intent} -> ${answer.intent ?? 'none'}${isDirect(answer) ? '' : ` ${answer.source}`}] ${text}`);
  }
}
