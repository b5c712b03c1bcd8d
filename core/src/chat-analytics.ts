// The chatbot's ratings as the admin reads them (GET /api/admin/chat-feedback, page dashboard/chat).

export type SentimentCounts = { positive: number; neutral: number; negative: number };

export type NegativeRating = { id: string; message: string; response: string; source: string; intent: string | null; createdAt: string };

export type ChatFeedbackReport = {
  totals: SentimentCounts;
  /** Most rated first. */
  bySource: (SentimentCounts & { source: string })[];
  /** Most rated first; `intent` is null when the rated reply could not be tied to a recognised intent. */
  byIntent: (SentimentCounts & { intent: string | null })[];
  /** Newest first. */
  latestNegative: NegativeRating[];
};

export const LATEST_NEGATIVE_LIMIT = 20;
