// Chat bench, measured in one run: intent accuracy on the own evaluation set and each blind set
// (overall and the weakest intent), how long the server takes to load the built model, and POST /chat/get
// latency and throughput in-process (the real router and engine, no socket) on the sample catalogue.
import {
  CHAT_MODEL_FILE,
  createChatEngine,
  createChatRouter,
  ensureChatModel,
  loadChatClassifier,
  memoryChatStore,
} from '@shop/functions/chat';
import { memoryLimits } from '@shop/functions/limits';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import {
  evaluateClassifier,
  examplesOf,
  ownEvaluationSet,
  BLIND_SETS,
  readBlindSet,
  share,
  weakestIntents,
  type BlindSetName,
  type LabelledExample,
  runConversationSuite,
  type SuiteReport,
} from '@shop/tests/chat-eval';
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export type ChatAccuracy = { accuracy: number; total: number; weakestIntent: string; weakestAccuracy: number };

export type ChatBench = {
  own: ChatAccuracy;
  /** Null while the blind file is not there. */
  blind: Record<BlindSetName, ChatAccuracy | null>;
  modelKb: number;
  modelLoadMs: number;
  /** CPU time of the load: on a shared machine the wall time also counts other processes' turns. */
  modelLoadCpuMs: number;
  conversationSuite: SuiteReport;
  p50Ms: number;
  p99Ms: number;
  reqPerSec: number;
};

const ROUNDS = 3;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export async function benchChat(): Promise<ChatBench> {
  ensureChatModel();
  const loadStarted = performance.now();
  const cpuBefore = process.cpuUsage();
  const classifier = loadChatClassifier();
  const modelLoadMs = performance.now() - loadStarted;
  const cpu = process.cpuUsage(cpuBefore);
  const modelLoadCpuMs = (cpu.user + cpu.system) / 1000;

  const accuracyOn = (examples: readonly LabelledExample[]): ChatAccuracy => {
    const report = evaluateClassifier(classifier, examples);
    const [weakest] = weakestIntents(report, 1);
    return {
      accuracy: report.accuracy,
      total: report.total,
      weakestIntent: weakest?.[0] ?? '-',
      weakestAccuracy: weakest ? share(weakest[1]) : 0,
    };
  };
  const blindAccuracy = (name: BlindSetName) => {
    const examples = readBlindSet(name);
    return examples ? accuracyOn(examples) : null;
  };
  const ownExamples = examplesOf(ownEvaluationSet);

  const engine = createChatEngine({ catalog: memoryCatalog(), classifier });
  const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  const router = createChatRouter({
    engine,
    store: memoryChatStore(),
    limiter: memoryLimits().limiter('chat', unlimited),
    rateLimit: unlimited,
    maxMessageChars: 1000,
  });
  const messages = ownExamples.map((example) => example.text);
  const ask = (message: string) =>
    router.request('/get', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });

  for (const message of messages.slice(0, 100)) await ask(message);
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const message of messages) {
      const sent = performance.now();
      const response = await ask(message);
      await response.json();
      latencies.push(performance.now() - sent);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    own: accuracyOn(ownExamples),
    blind: Object.fromEntries(Object.keys(BLIND_SETS).map((name) => [name, blindAccuracy(name as BlindSetName)])) as ChatBench['blind'],
    modelKb: statSync(CHAT_MODEL_FILE).size / 1024,
    modelLoadMs,
    modelLoadCpuMs,
    conversationSuite: await runConversationSuite(classifier),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    reqPerSec: latencies.length / seconds,
  };
}

/** A line per blind set: its name with its use, and its accuracy. */
export function blindLines(result: ChatBench): [string, string][] {
  return Object.entries(BLIND_SETS).map(([name, use]) => [
    `chat intent accuracy, ${name}, ${use} (target >= 95 %)`,
    describeAccuracy(result.blind[name as BlindSetName]),
  ]);
}

/** "98.4 % of 127 conversations, 0 harmful answers". */
export function describeSuite(report: SuiteReport): string {
  return `${(report.passRate * 100).toFixed(1)} % of ${report.conversations} conversations, ${report.harmful} harmful answers`;
}

/** "97.5 % of 807 (weakest: complaint 80.0 %)", or a note that the set is absent. */
export function describeAccuracy(result: ChatAccuracy | null): string {
  if (!result) return 'absent';
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return `${percent(result.accuracy)} of ${result.total} (weakest: ${result.weakestIntent} ${percent(result.weakestAccuracy)})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchChat();
  console.log(`chat intent accuracy, own evaluation set (target >= 95 %)   ${describeAccuracy(result.own)}`);
  for (const [name, line] of blindLines(result)) console.log(`${name.padEnd(60)} ${line}`);
  console.log(
    `chat model load ms, wall / CPU (target < 300)               ${result.modelLoadMs.toFixed(0)} / ${result.modelLoadCpuMs.toFixed(0)}`,
  );
  console.log(`chat conversation suite (target >= 95 %, 0 harmful)        ${describeSuite(result.conversationSuite)}`);
  console.log(`chat /get in-process p50 / p99 ms (target p50 <= 5)         ${result.p50Ms.toFixed(3)} / ${result.p99Ms.toFixed(3)}`);
  console.log(`chat /get in-process req/s (one at a time)                  ${result.reqPerSec.toFixed(0)}`);
}
