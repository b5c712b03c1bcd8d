// The CPU time a process has had, from /proc (Linux): the server's own cost of the requests a round sent,
// whatever the load client spends on its side. Read per thread from schedstat, in nanoseconds: utime and stime
// in /proc/<pid>/stat count in ticks of 10 ms, too coarse for a round of a few thousand requests.
import { readdir, readFile } from 'node:fs/promises';

/** Seconds of CPU each thread of process `pid` has used so far, by thread id. */
async function threadSeconds(pid: number | undefined): Promise<Map<string, number>> {
  if (pid === undefined) throw new Error('the server has no process id');
  const tasks = await readdir(`/proc/${pid}/task`);
  const seconds = await Promise.all(
    tasks.map(async (task) => {
      const schedstat = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '0');
      return [task, Number(schedstat.split(' ')[0]) / 1e9] as const;
    }),
  );
  return new Map(seconds);
}

/**
 * Starts counting the CPU process `pid` uses, in all its threads (the event loop, the GC's, workers); the
 * answer reads the seconds since. A thread that ended in between counts for nothing: summed, its earlier time
 * would come off the count (the image library's idle workers end a while after the bench's pictures).
 */
export async function cpuFrom(pid: number | undefined): Promise<() => Promise<number>> {
  const before = await threadSeconds(pid);
  return async () => {
    let seconds = 0;
    for (const [task, now] of await threadSeconds(pid)) seconds += now - (before.get(task) ?? 0);
    return seconds;
  };
}
