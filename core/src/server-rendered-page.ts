// A landing page the server draws: its HTML goes inside the page's #root, and the state the browser takes
// it over with follows in a JSON script of this id (the web app's first-load/page-state.ts reads it).
export const PAGE_STATE_ID = 'page-state';

/** What a click lands on to be held until the app has a drawn page, and then clicked again. */
export const HELD_CLICKS = 'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"]';

/**
 * The global through which a drawn page's inline script, which runs before anything of the page is on
 * screen, hands over the clicks it held until the page's first script ran; calling it stops the holding.
 */
export const EARLY_CLICKS = '__earlyClicks';
