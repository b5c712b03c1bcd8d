// A landing page the server draws: its HTML goes inside the page's #root, and the state the browser takes
// it over with follows in a JSON script of this id (the web app's app/page-state.ts reads it).
export const PAGE_STATE_ID = 'page-state';
