// Vitest global setup: builds the chat model once before any test loads it, when missing or out of date,
// so a test run straight after a corpus change tests the new corpus.
import { ensureChatModel } from '@shop/functions/chat';

export default function buildChatModelIfNeeded(): void {
  const build = ensureChatModel();
  if (build.isRebuilt) console.warn(`built the chat model ${build.version} in ${(build.trainingMs / 1000).toFixed(1)} s`);
}
