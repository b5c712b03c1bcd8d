// The CPU time a process has had, user and system, from /proc (Linux): the server's own cost of the requests a
// round sent, whatever the load client spends on its side.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

let ticksPerSecond: number | undefined;

/** Seconds of CPU that process `pid` (all its threads) has used so far. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (pid === undefined) throw new Error('the server has no process id');
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
