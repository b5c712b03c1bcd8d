// The chat engine's port to the owner's answers: the enabled answers held in memory, matched without a
// database read on every message, and read again whenever the live feed says an answer changed, on this
// instance or another (answers.ts announces each change when it commits).
import type { OwnerAnswersPort } from '../chat/index.ts';
import type { Db } from '../db/index.ts';
import type { LiveFeed } from '../events/index.ts';
import { answerMatcher, type AnswerMatcher } from './answer-matcher.ts';
import { enabledOwnerAnswers } from './answers.ts';

export type OwnerAnswersCache = OwnerAnswersPort & {
  /** Reads the answers again now; resolves once the assistant uses what is stored. */
  refresh(): Promise<void>;
  close(): void;
};

export async function openOwnerAnswers(
  db: Db,
  feed: LiveFeed,
  builtInQuestions: readonly string[],
  onError: (error: unknown) => void = () => undefined,
): Promise<OwnerAnswersCache> {
  let matcher: AnswerMatcher = answerMatcher([], builtInQuestions);
  // One read at a time; a change heard during a read is read again after it, so the last change always lands.
  let reading: Promise<void> | undefined;
  let isStale = false;
  const read = async () => {
    do {
      isStale = false;
      matcher = answerMatcher(await enabledOwnerAnswers(db), builtInQuestions);
    } while (isStale);
  };
  const refresh = (): Promise<void> => {
    if (reading) {
      isStale = true;
      return reading;
    }
    reading = read().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const unsubscribe = feed.subscribe((event) => {
    if (event.topic === 'answers') refresh().catch(onError);
  });
  await refresh();
  return {
    find: (message) => matcher.find(message),
    refresh,
    close: unsubscribe,
  };
}
