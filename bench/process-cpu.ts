// The CPU time a process has had, from /proc (Linux): the server's own cost of the requests a round sent,
// whatever the load client spends on its side. Read per thread from schedstat, in nanoseconds: utime and stime
// in /proc/<pid>/stat count in ticks of 10 ms, too coarse for a round of a few thousand requests.
import { readdir, readFile } from 'node:fs/promises';

/** Seconds of CPU that process `pid` has used so far, in all its threads (the event loop, the GC's, workers). */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) throw new Error('the server has no process id');
  const tasks = await readdir(`/proc/${pid}/task`);
  const nanoseconds = await Promise.all(
    tasks.map(async (task) => {
      const schedstat = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '0');
      return Number(schedstat.split(' ')[0]);
    }),
  );
  return nanoseconds.reduce((sum, value) => sum + value, 0) / 1e9;
}
