// Chat bench, measured in one run: for the own evaluation set and each blind set, the classifier's intent
// accuracy, then the whole assistant's as a customer sees it (the intent its answer reports, and that intent
// answered directly: no "Did you mean", no fallback) with the weakest intents; how long the server takes to
// load the built model and the memory it adds, and POST /chat/get latency and throughput in-process (the
// real router and engine, no socket) on the sample catalogue, without and with 200 owner answers stored.
import {
  CHAT_MODEL_FILE,
  createChatEngine,
  createChatRouter,
  ensureChatModel,
  loadChatClassifier,
  memoryChatStore,
  type ChatEngine,
} from '@shop/functions/chat';
import { memoryLimits } from '@shop/functions/limits';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import {
  evaluateAnswers,
  evaluateClassifier,
  examplesOf,
  ownEvaluationSet,
  BLIND_SETS,
  courtesyWrapped,
  readBlindSet,
  TRANSFORMATIONS,
  type BlindSetName,
  type LabelledExample,
  runConversationSuite,
  blindConversations,
  devConversations4,
  devConversations6,
  devConversations7,
  heldOutConversations,
  heldOutConversations5,
  type SuiteReport,
} from '@shop/tests/chat-eval';
import { statSync } from 'node:fs';
import { storedOwnerAnswers } from './owner-answers.ts';
import { pathToFileURL } from 'node:url';

export type ChatAccuracy = {
  total: number;
  /** The classifier's top intent is the expected one. */
  classifier: number;
  /** The assistant's answer reports the expected intent. */
  intent: number;
  /** ... and answers it directly. */
  direct: number;
  /** The intents least often answered right and directly, with that share, lowest first. */
  weakest: [string, number][];
};

export type ChatBench = {
  own: ChatAccuracy;
  /** Null while the blind file is not there. */
  blind: Record<BlindSetName, ChatAccuracy | null>;
  /** blind-test with a greeting before and thanks after each message (courtesy-wrap.ts); null without the set. */
  wrapped: ChatAccuracy | null;
  /** Intent accuracy on blind-dev under each of the transformations (transformations.ts); null without the set. */
  transformed: { plain: number; mean: number; worst: [name: string, intent: number] } | null;
  modelKb: number;
  /** Resident memory the loaded model adds to the process. */
  modelMb: number;
  modelLoadMs: number;
  /** CPU time of the load: on a shared machine the wall time also counts other processes' turns. */
  modelLoadCpuMs: number;
  conversationSuite: SuiteReport;
  /** The blind conversations (blind-conversations.ts), written by a helper who never saw the engine. */
  blindConversationSuite: SuiteReport;
  /**
   * Development set 4 (blind-conversations-4.ts), by another helper who never saw the engine: questions joined in
   * one message, follow-ups, pages, product facts and odd first messages. Its failures may be read.
   */
  devConversationSuite4: SuiteReport;
  /**
   * Development set 6 (blind-conversations-6.ts), by another helper who never saw the engine: follow-ups leaning on
   * earlier turns, orders named by product, status or number ending, reasons behind rules. Its failures may be read.
   */
  devConversationSuite6: SuiteReport;
  /**
   * Development set 7 (blind-conversations-7.ts), by another helper who never saw the engine: logged-in customers acting
   * on orders named by product, status, price or number ending, follow-ups, pages, complaints. Its failures may be read.
   */
  devConversationSuite7: SuiteReport;
  /**
   * The held-out conversations (blind-conversations-3.ts), written by another helper who never saw the engine:
   * reported only, never a target to tune on; its failures are not read turn by turn.
   */
  heldOutConversationSuite: SuiteReport;
  /**
   * The held-out conversations 5 (blind-conversations-5.ts), by another helper who never saw the engine: longer
   * conversations leaning on earlier turns, pages, chat habits. Reported only, never tuned on; failures not read turn by turn.
   */
  heldOutConversationSuite5: SuiteReport;
  p50Ms: number;
  p99Ms: number;
  reqPerSec: number;
  /** The same, with 200 owner answers stored (owner-answers.ts). */
  withOwnerAnswers: { p50Ms: number; p99Ms: number };
};

const ROUNDS = 3;
const WEAKEST_SHOWN = 3;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Intent accuracy on `examples` as written, and under each transformation: the mean and the worst. */
async function underTransformations(examples: readonly LabelledExample[]): Promise<ChatBench['transformed']> {
  const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });
  const intentOn = async (transform: (text: string) => string) =>
    (
      await evaluateAnswers(
        engine,
        examples.map((example) => ({ ...example, text: transform(example.text) })),
      )
    ).rightIntent / examples.length;
  const scores: [string, number][] = [];
  for (const [name, transform] of TRANSFORMATIONS) scores.push([name, await intentOn(transform)]);
  const worst = scores.reduce((low, score) => (score[1] < low[1] ? score : low));
  return { plain: await intentOn((text) => text), mean: scores.reduce((sum, [, intent]) => sum + intent, 0) / scores.length, worst };
}

export async function benchChat(): Promise<ChatBench> {
  ensureChatModel();
  const rssBefore = process.memoryUsage().rss;
  const loadStarted = performance.now();
  const cpuBefore = process.cpuUsage();
  const classifier = loadChatClassifier();
  const modelLoadMs = performance.now() - loadStarted;
  const cpu = process.cpuUsage(cpuBefore);
  const modelLoadCpuMs = (cpu.user + cpu.system) / 1000;
  const modelMb = (process.memoryUsage().rss - rssBefore) / 2 ** 20;

  const engine = createChatEngine({ catalog: memoryCatalog(), classifier });
  const accuracyOn = async (examples: readonly LabelledExample[]): Promise<ChatAccuracy> => {
    const answers = await evaluateAnswers(engine, examples);
    const weakest = [...answers.byIntent]
      .map(([intent, { total, direct }]): [string, number] => [intent, direct / total])
      .sort((a, b) => a[1] - b[1])
      .slice(0, WEAKEST_SHOWN);
    return {
      total: answers.total,
      classifier: evaluateClassifier(classifier, examples).accuracy,
      intent: answers.rightIntent / answers.total,
      direct: answers.rightAndDirect / answers.total,
      weakest,
    };
  };
  const ownExamples = examplesOf(ownEvaluationSet);
  const blind: Partial<ChatBench['blind']> = {};
  for (const name of Object.keys(BLIND_SETS) as BlindSetName[]) {
    const examples = readBlindSet(name);
    blind[name] = examples ? await accuracyOn(examples) : null;
  }
  const blindTest = readBlindSet('blind-test');
  const wrapped = blindTest ? await accuracyOn(courtesyWrapped(blindTest)) : null;
  const blindDev = readBlindSet('blind-dev');
  const transformed = blindDev ? await underTransformations(blindDev) : null;

  const messages = ownExamples.map((example) => example.text);
  const stored = await storedOwnerAnswers();
  const taughtEngine = createChatEngine({ catalog: memoryCatalog(), classifier, ownerAnswers: stored.answers });
  const [bare, taught] = await latenciesOf([engine, taughtEngine], messages).finally(() => stored.close());
  if (!bare || !taught) throw new Error('The chat latency was not measured.');
  return {
    own: await accuracyOn(ownExamples),
    blind: blind as ChatBench['blind'],
    wrapped,
    transformed,
    modelKb: statSync(CHAT_MODEL_FILE).size / 1024,
    modelMb,
    modelLoadMs,
    modelLoadCpuMs,
    conversationSuite: await runConversationSuite(classifier),
    blindConversationSuite: await runConversationSuite(classifier, blindConversations),
    devConversationSuite4: await runConversationSuite(classifier, devConversations4),
    devConversationSuite6: await runConversationSuite(classifier, devConversations6),
    devConversationSuite7: await runConversationSuite(classifier, devConversations7),
    heldOutConversationSuite: await runConversationSuite(classifier, heldOutConversations),
    heldOutConversationSuite5: await runConversationSuite(classifier, heldOutConversations5),
    ...bare,
    withOwnerAnswers: { p50Ms: taught.p50Ms, p99Ms: taught.p99Ms },
  };
}

/**
 * POST /chat/get in-process (the real router, no socket) through each engine: each message asked ROUNDS times,
 * after a warm-up, the engines in turn message by message, so a busy moment of the machine falls on both alike.
 */
async function latenciesOf(engines: readonly ChatEngine[], messages: readonly string[]) {
  const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  const askers = engines.map((engine) => {
    const router = createChatRouter({
      engine,
      store: memoryChatStore(),
      limiter: memoryLimits().limiter('chat', unlimited),
      rateLimit: unlimited,
      maxMessageChars: 1000,
    });
    return (message: string) =>
      router.request('/get', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
  });
  for (const ask of askers) for (const message of messages.slice(0, 100)) await ask(message);
  const latencies = askers.map((): number[] => []);
  const spent = askers.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (const message of messages) {
      for (const [at, ask] of askers.entries()) {
        const sent = performance.now();
        const response = await ask(message);
        await response.json();
        const took = performance.now() - sent;
        latencies[at]?.push(took);
        spent[at] = (spent[at] ?? 0) + took;
      }
    }
  }
  return latencies.map((times, at) => {
    times.sort((a, b) => a - b);
    return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), reqPerSec: times.length / ((spent[at] ?? 1) / 1000) };
  });
}

export const OWN_LINE = 'chat own evaluation set (target intent >= 95 %, direct >= 90 %)';

/** A line per blind set: its name with its use, and its accuracy. */
export function blindLines(result: ChatBench): [string, string][] {
  return [
    ...Object.entries(BLIND_SETS).map(([name, use]): [string, string] => [
      `chat ${name}, ${use} (target intent >= 95 %, direct >= 90 %)`,
      describeAccuracy(result.blind[name as BlindSetName]),
    ]),
    ['chat blind-test with a greeting before and thanks after (target: as blind-test)', describeAccuracy(result.wrapped)],
    [
      `chat blind-dev under ${TRANSFORMATIONS.length} transformations (target: within 3 points of plain)`,
      result.transformed
        ? `intent plain ${percent(result.transformed.plain)}, mean ${percent(result.transformed.mean)}, worst ${percent(result.transformed.worst[1])} (${result.transformed.worst[0]})`
        : 'no blind-dev set',
    ],
  ];
}

/** "98.4 % of 127 conversations, 0 harmful answers". */
function describeSuite(report: SuiteReport): string {
  return `${(report.passRate * 100).toFixed(1)} % of ${report.conversations} conversations, ${report.harmful} harmful answers`;
}

/** Each conversation suite's pass rate, then its turns passed by what they test. */
export function suiteLines(result: ChatBench): [string, string][] {
  const suites: [string, SuiteReport][] = [
    ['chat conversation suite (target >= 95 %, 0 harmful)', result.conversationSuite],
    ['chat blind conversations, development (0 harmful)', result.blindConversationSuite],
    ['chat blind conversations, development set 4 (0 harmful)', result.devConversationSuite4],
    ['chat blind conversations, development set 6 (0 harmful)', result.devConversationSuite6],
    ['chat blind conversations, development set 7 (0 harmful)', result.devConversationSuite7],
    ['chat held-out conversations, report only (0 harmful)', result.heldOutConversationSuite],
    ['chat held-out conversations 5, report only (0 harmful)', result.heldOutConversationSuite5],
  ];
  return suites.flatMap(([name, report]): [string, string][] => [
    [name, describeSuite(report)],
    ...Object.entries(report.byKind).map(([kind, { passed, turns }]): [string, string] => [
      `  turns passed, ${kind}`,
      turns === 0 ? '-' : `${((passed / turns) * 100).toFixed(1)} % of ${turns}`,
    ]),
  ]);
}

/**
 * "classifier 98.1 %, intent 95.8 %, right and direct 95.5 % of 807 (weakest direct: complaint 80.0 %, ...)",
 * or a note that the set is absent.
 */
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

export function describeAccuracy(result: ChatAccuracy | null): string {
  if (!result) return 'absent';
  const weakest = result.weakest.map(([intent, value]) => `${intent} ${percent(value)}`).join(', ');
  return `classifier ${percent(result.classifier)}, intent ${percent(result.intent)}, right and direct ${percent(result.direct)} of ${result.total} (weakest direct: ${weakest})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchChat();
  console.log(`${OWN_LINE.padEnd(72)} ${describeAccuracy(result.own)}`);
  for (const [name, line] of blindLines(result)) console.log(`${name.padEnd(72)} ${line}`);
  console.log(
    `chat model load ms, wall / CPU (target < 1000)              ${result.modelLoadMs.toFixed(0)} / ${result.modelLoadCpuMs.toFixed(0)}`,
  );
  console.log(`chat model memory MB (target < 150)                         ${result.modelMb.toFixed(0)}`);
  for (const [name, line] of suiteLines(result)) console.log(`${name.padEnd(60)} ${line}`);
  console.log(`chat /get in-process p50 / p99 ms (target p50 <= 5)         ${result.p50Ms.toFixed(3)} / ${result.p99Ms.toFixed(3)}`);
  console.log(`chat /get in-process req/s (one at a time)                  ${result.reqPerSec.toFixed(0)}`);
}
