// Chat bench: intent accuracy on the project's own held-back evaluation set, and POST /chat/get latency and
// throughput in-process (the real router and engine, no socket), on the sample catalogue.
import { pathToFileURL } from 'node:url';
import { trainIntentClassifier } from '../functions/src/chat/classifier/classifier.ts';
import { trainingCorpus } from '../functions/src/chat/corpus/index.ts';
import { createChatEngine } from '../functions/src/chat/engine.ts';
import { measureAccuracy } from '../functions/src/chat/eval/accuracy.ts';
import { evaluationSet } from '../functions/src/chat/eval/evaluation-set.ts';
import { createChatRouter } from '../functions/src/chat/router.ts';
import { memoryChatStore } from '../functions/src/chat/store.ts';
import { memoryCatalog } from '../functions/src/chat/testing/sample-catalog.ts';

export type ChatBench = { accuracy: number; p50Ms: number; p99Ms: number; reqPerSec: number };

const ROUNDS = 3;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export async function benchChat(): Promise<ChatBench> {
  const classifier = trainIntentClassifier(trainingCorpus);
  const { accuracy } = measureAccuracy(classifier, evaluationSet);

  const engine = createChatEngine({ catalog: memoryCatalog(), classifier });
  const router = createChatRouter({
    engine,
    store: memoryChatStore(),
    rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
    maxMessageChars: 1000,
  });
  const messages = Object.values(evaluationSet).flat();
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
  return { accuracy, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), reqPerSec: latencies.length / seconds };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchChat();
  console.log(`chat intent accuracy on own evaluation set (target >= 0.95)  ${result.accuracy.toFixed(4)}`);
  console.log(`chat /get in-process p50 ms (target <= 5)                     ${result.p50Ms.toFixed(3)}`);
  console.log(`chat /get in-process p99 ms                                   ${result.p99Ms.toFixed(3)}`);
  console.log(`chat /get in-process req/s (one at a time)                    ${result.reqPerSec.toFixed(0)}`);
}
