// A subscriber to the live feed (GET /api/events, Server-Sent Events) over plain fetch, as a browser's
// EventSource would be: it waits for the stream's "ready", then hands over each change.
import type { LiveEvent } from '@shop/core/events';

export type LiveEvents = {
  /** The first change matching `wanted`, seen since the subscription began; fails after `timeoutMs`. */
  next(wanted: (event: LiveEvent) => boolean, timeoutMs: number): Promise<LiveEvent>;
  close(): void;
};

export async function liveEvents(url: string): Promise<LiveEvents> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`the live feed answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: LiveEvent[] = [];
  let buffered = '';
  let isReady = false;
  const readMore = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the live feed ended');
    buffered += value;
    const messages = buffered.split('\n\n');
    buffered = messages.pop() ?? '';
    for (const message of messages) {
      const event = /^event: (.*)$/m.exec(message)?.[1];
      const data = /^data: (.*)$/m.exec(message)?.[1];
      if (event === 'ready') isReady = true;
      if (event === 'change' && data) seen.push(JSON.parse(data) as LiveEvent);
    }
  };
  while (!isReady) await readMore();
  return {
    async next(wanted, timeoutMs) {
      const deadline = setTimeout(() => abort.abort(new Error(`no matching live event within ${timeoutMs} ms`)), timeoutMs);
      try {
        for (;;) {
          const found = seen.find(wanted);
          if (found) return found;
          await readMore();
        }
      } finally {
        clearTimeout(deadline);
      }
    },
    close: () => abort.abort(),
  };
}
