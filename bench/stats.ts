// Small statistics for benchmarks.
import { percentile } from '@shop/test-support/percentile';

export { percentile };

/** Median time of `rounds` sequential calls, after a warm-up. */
export async function medianMs(rounds: number, call: () => Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < Math.min(20, rounds); warm += 1) await call();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 0.5);
}
