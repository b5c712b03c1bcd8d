// How a blind set writes a graded turn and a conversation, shared by the sets written that way.
import type { Conversation, Turn, TurnKind } from './conversations.ts';

type Expect = Turn['expect'];

/** A turn: what the customer says, what it tests, and what the reply must and must not say. */
export const t = (
  say: string,
  kind: TurnKind,
  says: (string | RegExp)[],
  never: (string | RegExp)[] = [],
  more: Partial<Turn> & Expect = {},
): Turn => {
  const { page, ...expect } = more;
  return { say, kind, ...(page ? { page } : {}), expect: { says, never, ...expect } };
};

export const conv = (name: string, customer: Conversation['customer'] | undefined, turns: Turn[]): Conversation =>
  customer ? { name, customer, turns } : { name, turns };
