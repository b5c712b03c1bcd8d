// How long the team took: to the first reply and to closing, per ticket and as medians on the Support page.

/** The medians over every ticket that has one: null while none has been replied to (or closed). */
export type TicketMedians = { firstReplyMs: number | null; closeMs: number | null };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration as a person reads it: "under a minute", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(ms: number): string {
  if (ms < MINUTE) return 'under a minute';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  return `${Math.floor(ms / DAY)} d${hours ? ` ${hours} h` : ''}`;
}
