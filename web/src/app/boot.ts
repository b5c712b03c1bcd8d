// The page's first script (index.html). A page the browser draws loads the app (main.tsx) at once. A page
// the server drew is on screen, and its links work, before any of the app's code arrives: that code is
// fetched after what the visitor came to see, once the page's load event says its pictures are in and the
// browser has painted them (or after TAKEOVER_WAIT_MS, however slow a picture is). Fetched alongside, the
// code competed with the pictures on a phone's network, and Lighthouse counted it into the time to the
// largest paint. What the visitor clicks, types or chooses in the meantime is replayed once the app has the
// page (first-load/held-input.ts).
import { PAGE_STATE_ID } from '@shop/core/server-rendered-page';
import { holdInput } from '../first-load/held-input.ts';

/** However slow a picture, the app's code is fetched after this long. */
const TAKEOVER_WAIT_MS = 3_000;

/** The page's load event and the paint that follows it (its pictures on screen), or TAKEOVER_WAIT_MS. */
const pagePainted = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, TAKEOVER_WAIT_MS);
    // A frame's callbacks run before its paint: the next frame's come once that paint is on screen.
    const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (document.readyState === 'complete') afterNextPaint();
    else window.addEventListener('load', afterNextPaint, { once: true });
  });

async function takeOverDrawnPage() {
  const replayInput = holdInput();
  try {
    await pagePainted();
    const { takenOver } = await import('./main.tsx');
    await takenOver;
  } finally {
    // Had the app's code failed to arrive, the page's own HTML (its links and forms) is the browser's again.
    await replayInput();
  }
}

// Not an await at the top: the app's code imports what it shares with this module, and would wait for it.
if (document.getElementById(PAGE_STATE_ID)) void takeOverDrawnPage();
else void import('./main.tsx');
