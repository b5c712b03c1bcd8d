// The server's memory when pictures arrive at once: 8 shoppers sign up together, each with the largest
// picture the shop accepts, through the resumable upload and then the signup, as the browser does. On a
// server of its own, resident memory (RSS, from /proc: Linux) is read once idle, every 20 ms until the last
// signup has answered, and once after.
import { readFile } from 'node:fs/promises';
import { largestAcceptedPng } from '@shop/test-support/pictures';
import { startServerProcess } from '@shop/test-support/server-process';
import { signUpShopper } from '@shop/test-support/shopper';

const SIGNUPS = 8;
const MB = 1024 * 1024;

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(kilobytes) * 1024;
}

export async function benchSignupMemory() {
  const picture = await largestAcceptedPng();
  const server = await startServerProcess({ DATABASE_URL: '' });
  try {
    const { pid } = server.child;
    if (pid === undefined) throw new Error('the server has no process id');
    // Started and seeded: a moment to settle before idle is read.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await rssBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => void rssBytes(pid).then((bytes) => (peak = Math.max(peak, bytes))), 20);
    const signups = await Promise.allSettled(Array.from({ length: SIGNUPS }, () => signUpShopper(server.url, picture)));
    clearInterval(sampler);
    const after = await rssBytes(pid);
    return {
      pictureMb: picture.length / MB,
      idleMb: idle / MB,
      afterMb: (after - idle) / MB,
      peakMb: (Math.max(peak, after) - idle) / MB,
      signups: SIGNUPS,
      succeeded: signups.filter((signup) => signup.status === 'fulfilled').length,
      failures: signups.flatMap((signup) => (signup.status === 'rejected' ? [String(signup.reason)] : [])),
    };
  } finally {
    await server.stop();
  }
}
