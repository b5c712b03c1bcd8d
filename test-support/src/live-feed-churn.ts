// Live-feed streams opened and closed in rounds against a real server process, as browser tabs do all day,
// with the server's resident memory (RSS, from /proc: Linux) read before, with the streams open and after each
// round. Shared by the load suite (memory must come back) and `npm run bench` (streams per GB).
import http from 'node:http';
import { readFile } from 'node:fs/promises';

const MB = 1024 * 1024;

export async function rssMb(pid: number): Promise<number> {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return (Number(kilobytes) * 1024) / MB;
}

/** One stream, answered once the server has said it is ready; closing it drops the connection as a closed tab does. */
function openStream(url: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the live feed answered ${response.statusCode}`));
        return;
      }
      response.once('data', () => resolve(request));
    });
    request.on('error', reject);
  });
}

/** Opens `count` streams, a batch at a time so the client's machine is not flooded with handshakes. */
async function openStreams(url: string, count: number): Promise<http.ClientRequest[]> {
  const open: http.ClientRequest[] = [];
  const BATCH = 200;
  for (let start = 0; start < count; start += BATCH) {
    open.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, () => openStream(url)))));
  }
  return open;
}

export type ChurnFigures = {
  /** RSS before the first round. */
  startMb: number;
  /** RSS with the streams of the last round open. */
  openMb: number;
  /** RSS a moment after each round's streams closed. */
  afterRoundMb: number[];
};

/** `rounds` times: opens `streams` streams at once, holds them, closes them all, and lets the server settle. */
export async function churnLiveFeed(
  url: string,
  pid: number,
  { rounds, streams }: { rounds: number; streams: number },
): Promise<ChurnFigures> {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
  const startMb = await rssMb(pid);
  let openMb = startMb;
  const afterRoundMb: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const open = await openStreams(url, streams);
    openMb = await rssMb(pid);
    for (const request of open) request.destroy();
    await settle();
    afterRoundMb.push(await rssMb(pid));
  }
  return { startMb, openMb, afterRoundMb };
}
