import { describe, expect, it } from 'vitest';
import { createDecodeQueue, IMAGES_BUSY } from './decode-queue.ts';

/** A decode that runs until the test lets it finish. */
function heldDecode() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => done.then(() => 'decoded'), finish: () => finish() };
}

describe('the picture decode queue', () => {
  it('runs only so many decodes at once; the next wait their turn', async () => {
    const queue = createDecodeQueue({ concurrency: 2, maxWaiting: 4 });
    const held = [heldDecode(), heldDecode(), heldDecode()];
    const results = held.map((decode) => queue.run(decode.run));
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    for (const decode of held) decode.finish();
    expect(await Promise.all(results)).toEqual(['decoded', 'decoded', 'decoded']);
  });

  it('tells the shop is busy once too many are waiting, without queueing them', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 1 });
    const first = heldDecode();
    const running = queue.run(first.run);
    const waiting = queue.run(first.run);
    await expect(queue.run(first.run)).rejects.toMatchObject({ kind: 'unavailable', message: IMAGES_BUSY });
    first.finish();
    await Promise.all([running, waiting]);
  });

  it('gives up on a decode that waited too long', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 50 });
    const first = heldDecode();
    const running = queue.run(first.run);
    await expect(queue.run(first.run)).rejects.toMatchObject({ kind: 'unavailable', message: IMAGES_BUSY });
    first.finish();
    await running;
  });
});
