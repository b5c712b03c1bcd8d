// `npm run live-feed -w bench`: the live feed's memory figures alone (`npm run bench` prints them among the rest).
import { benchLiveFeed, describeLiveFeed } from './live-feed.ts';

for (const [name, value] of describeLiveFeed(await benchLiveFeed())) console.log(`${name.padEnd(60)} ${value}`);
