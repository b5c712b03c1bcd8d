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
    const results = held.map((decode, index) => queue.run(decode.run, `account ${index}`));
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    for (const decode of held) decode.finish();
    expect(await Promise.all(results)).toEqual(['decoded', 'decoded', 'decoded']);
  });

  it('tells the shop is busy once too many are waiting, without queueing them', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 1 });
    const first = heldDecode();
    const running = queue.run(first.run, 'one');
    const waiting = queue.run(first.run, 'two');
    await expect(queue.run(first.run, 'three')).rejects.toMatchObject({ kind: 'unavailable', message: IMAGES_BUSY });
    first.finish();
    await Promise.all([running, waiting]);
  });

  it('gives up on a decode that waited too long', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 50 });
    const first = heldDecode();
    const running = queue.run(first.run, 'one');
    await expect(queue.run(first.run, 'two')).rejects.toMatchObject({ kind: 'unavailable', message: IMAGES_BUSY });
    first.finish();
    await running;
  });

  it("takes owners in turn: another account's picture is not stuck behind one account's stream of them", async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 8 });
    const order: string[] = [];
    const flood = Array.from({ length: 3 }, () => heldDecode());
    const floodDone = flood.map((decode, index) =>
      queue.run(() => decode.run().then(() => order.push(`flood ${index}`)), 'looping-account'),
    );
    const avatar = queue.run(async () => order.push('avatar'), 'another-account');
    for (const decode of flood) decode.finish();
    await Promise.all([...floodDone, avatar]);
    // The one already running finishes first; the other account's decode comes next, not after the whole flood.
    expect(order.slice(0, 2)).toEqual(['flood 0', 'avatar']);
  });

  it('runs one decode at a time for an account, so the other places stay free for everyone else', async () => {
    const queue = createDecodeQueue({ concurrency: 2, maxWaiting: 8 });
    const flood = [heldDecode(), heldDecode(), heldDecode()];
    const floodDone = flood.map((decode) => queue.run(decode.run, 'looping-account'));
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    // Answered while the looping account's decode still runs.
    await expect(queue.run(async () => 'avatar', 'another-account')).resolves.toBe('avatar');
    for (const decode of flood) decode.finish();
    await Promise.all(floodDone);
  });

  it('tells one account the shop is busy before it takes every waiting place', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxWaiting: 8, maxWaitingPerOwner: 2 });
    const held = heldDecode();
    const accepted = [
      queue.run(held.run, 'looping-account'),
      queue.run(held.run, 'looping-account'),
      queue.run(held.run, 'looping-account'),
    ];
    await expect(queue.run(held.run, 'looping-account')).rejects.toMatchObject({ kind: 'unavailable', message: IMAGES_BUSY });
    const avatar = queue.run(held.run, 'another-account');
    held.finish();
    await Promise.all([...accepted, avatar]);
  });
});
