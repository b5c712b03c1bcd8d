// A drawn page is on screen while its first script (the web app's boot.ts) is on its way, and a click then
// would have no listener. The page's one inline script, ahead of its content, holds such clicks and hands
// them to boot.ts, which clicks them again once the app has the page. The Content-Security-Policy allows
// this script, and no other inline one, by its hash.
import { createHash } from 'node:crypto';
import { EARLY_CLICKS, HELD_CLICKS } from '@shop/core/server-rendered-page';

const source =
  `(function(){var held=[];function hold(e){var t=e.target instanceof Element&&e.target.closest(${JSON.stringify(HELD_CLICKS)});` +
  `if(!t)return;e.preventDefault();e.stopPropagation();held.push(t)}document.addEventListener('click',hold,true);` +
  `window.${EARLY_CLICKS}=function(){document.removeEventListener('click',hold,true);return held}})()`;

export const earlyClicksScript = `<script>${source}</script>`;

/** The script's source for the Content-Security-Policy's script-src. */
export const earlyClicksHash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
