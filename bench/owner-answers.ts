// The owner's answers in the chat bench: 200 answers stored on a throwaway embedded database, held in memory
// by the same adapter the server uses, so /chat/get is measured with them beside the figure without.
import { openOwnerAnswers, type OwnerAnswersCache } from '@shop/functions/assistant';
import { builtInQuestions } from '@shop/functions/chat';
import { ownerAnswers } from '@shop/functions/db';
import { openLiveFeed } from '@shop/functions/events';
import { openTestDatabase } from '@shop/test-support/database';

export const STORED_ANSWERS = 200;

const SUBJECTS = [
  'gift wrapping',
  'engraving',
  'a showroom visit',
  'a student discount',
  'fabric samples',
  'assembly service',
  'old sofa removal',
  'a price match',
  'a loyalty card',
  'corporate orders',
];
const TEMPLATES = ['Do you offer {s}?', 'Can I get {s} with my order?', 'How does {s} work?', 'Is {s} available in {w}?'];
/** Places that make each answer its own, so 200 answers are 200 different questions. */
const PLACES = Array.from({ length: STORED_ANSWERS / SUBJECTS.length }, (_, at) => `town${String.fromCharCode(97 + (at % 26))}${at}`);

/** 200 owner answers stored and read into memory; `close` drops the database. */
export async function storedOwnerAnswers(): Promise<{ answers: OwnerAnswersCache; close(): Promise<void> }> {
  const database = await openTestDatabase();
  const feed = await openLiveFeed(database);
  await database.db.insert(ownerAnswers).values(
    SUBJECTS.flatMap((subject) =>
      PLACES.map((place) => ({
        text: `About ${subject} in ${place}: ask our team, we will gladly help.`,
        examples: TEMPLATES.map((template) => template.replace('{s}', subject).replace('{w}', place)),
      })),
    ),
  );
  const answers = await openOwnerAnswers(database.db, feed, builtInQuestions());
  return {
    answers,
    async close() {
      answers.close();
      await feed.close();
      await database.drop();
    },
  };
}
