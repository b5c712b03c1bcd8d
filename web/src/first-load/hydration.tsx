// A page the server drew arrives as HTML, and the app takes it over (hydrates it) instead of drawing it again.
// - Its first render must draw exactly what the server drew: Preact keeps the server's attributes as they
//   are, so a value only this browser knows (the cart in its storage, the products it viewed) would leave a
//   stale label behind. Such values wait for useIsHydrated.
// - Taken over in one go, a page was one long task on a phone (Lighthouse's total blocking time). Parts
//   wrapped in HydrateLater keep their HTML on screen and are taken over one per task after the rest.
// - A button clicked before its part is taken over would do nothing: boot.ts holds what the visitor does
//   until whileHydrating's promise says the whole page is taken over (held-input.ts).
import { Suspense, useState, useSyncExternalStore, type ReactElement } from 'react';

/**
 * 'server': drawing HTML, nothing to take over. 'first pass': the synchronous takeover of the page.
 * 'later parts': the parts that waited, one per task. 'done': the app draws for itself.
 */
let phase: 'server' | 'first pass' | 'later parts' | 'done' = typeof window === 'undefined' ? 'server' : 'done';
const waitingParts: (() => void)[] = [];
const listeners = new Set<() => void>();

/** Runs `run` in a task of its own, at once: a chain of timers would wait 4 ms a step after the fifth. */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * In a task of its own, takes the next waiting part over. Preact does so in the microtasks that follow
 * `release`, which is also when the parts inside it first wait: the next task looks at the queue again.
 */
function takeOverNextPart(done: () => void): void {
  inNextTask(() => {
    const release = waitingParts.shift();
    if (release) {
      release();
      takeOverNextPart(done);
      return;
    }
    phase = 'done';
    for (const listener of listeners) listener();
    done();
  });
}

/** Runs the app's takeover of the server's HTML; the parts that wait follow, one per task, and then the promise resolves. */
export function whileHydrating(hydrate: () => void): Promise<void> {
  phase = 'first pass';
  return new Promise((resolve) => {
    try {
      hydrate();
    } finally {
      phase = 'later parts';
      takeOverNextPart(resolve);
    }
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False while the app takes over the server's HTML (and on the server), true once all of it is taken over. */
export const useIsHydrated = (): boolean => useSyncExternalStore(subscribe, () => phase === 'done');

type Turn = { isDue: boolean };

/** Until its turn, suspends the takeover of its part: Preact keeps the part's HTML and resumes it then. */
function WaitForTurn({ turn, children }: { turn: Turn; children: ReactElement }) {
  if (!turn.isDue) {
    throw new Promise<void>((resolve) =>
      waitingParts.push(() => {
        turn.isDue = true;
        resolve();
      }),
    );
  }
  return children;
}

/**
 * A part of the page taken over in a task of its own, after the rest (a part inside another, after that
 * one). Its child must be one element: Preact keeps a single node on screen for a part that waits. Drawn the
 * same on the server and in the browser; outside a takeover it draws at once.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  // The turn outlives the suspended render: this component does not suspend, WaitForTurn does.
  const [turn] = useState<Turn>(() => ({ isDue: phase === 'server' || phase === 'done' }));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
