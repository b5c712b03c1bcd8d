// Puts the chat service together from the server's parts: the live catalogue (forgotten whenever the live
// feed says products or reviews changed, on this instance or another), the database store, the optional
// language model, and the router with its limits. The server mounts `router` at /chat.
import type { Db } from '../db/client.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import { cachedCatalog, databaseCatalog } from './catalog.ts';
import { databaseChatStore } from './db-store.ts';
import { createChatEngine } from './engine.ts';
import { openAiCompatibleModel, type LanguageModelConfig } from './language-model.ts';
import { createChatRouter } from './router.ts';

export type ChatServiceDeps = {
  db: Db;
  feed: LiveFeed;
  limits: { rateLimit: number; rateWindowMs: number; maxMessageChars: number };
  languageModel?: LanguageModelConfig;
  onStoreError?: (error: unknown) => void;
};

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService({ db, feed, limits, languageModel, onStoreError }: ChatServiceDeps) {
  const catalog = cachedCatalog(databaseCatalog(db));
  // Reviews change a product's rating, which "best rated" answers read.
  const unsubscribe = feed.subscribe((event) => {
    if (event.topic === 'products' || event.topic === 'reviews') catalog.invalidate();
  });
  const engine = createChatEngine({ catalog, languageModel: languageModel && openAiCompatibleModel(languageModel) });
  const router = createChatRouter({
    engine,
    store: databaseChatStore(db),
    rateLimit: { limit: limits.rateLimit, windowMs: limits.rateWindowMs },
    maxMessageChars: limits.maxMessageChars,
    onStoreError,
  });
  return { router, engine, close: unsubscribe };
}
