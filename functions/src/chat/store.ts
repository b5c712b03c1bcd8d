// Where conversations and ratings are kept for the admin's chat analytics: an interface, and an in-memory
// implementation for tests and for running without a database.

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export type ChatTurn = { message: string; response: string; source: string; intent: string | null; latencyMs: number };
export type ChatFeedback = { message: string; response: string; sentiment: Sentiment; source: string; intent: string | null };

export type ChatStore = {
  recordTurn(turn: ChatTurn): Promise<void>;
  recordFeedback(feedback: ChatFeedback): Promise<void>;
  /** The intent of the latest turn with this message and reply, so a rating can be tied to it. */
  intentOfTurn(message: string, response: string): Promise<string | null>;
};

export type MemoryChatStore = ChatStore & { turns: ChatTurn[]; feedback: ChatFeedback[] };

export function memoryChatStore(): MemoryChatStore {
  const turns: ChatTurn[] = [];
  const feedback: ChatFeedback[] = [];
  return {
    turns,
    feedback,
    recordTurn: async (turn) => void turns.push(turn),
    recordFeedback: async (rating) => void feedback.push(rating),
    intentOfTurn: async (message, response) =>
      turns.findLast((turn) => turn.message === message && turn.response === response)?.intent ?? null,
  };
}
