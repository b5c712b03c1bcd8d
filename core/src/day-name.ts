// A day as British English writes it short ("Wed 25 Nov"; September is "Sept", as CLDR has it), in UTC,
// written by hand: a page that shows one would otherwise build an Intl date formatter while it starts,
// 25-30 ms of a phone's main thread in Chromium (the product page's delivery estimate was the longest part of
// taking the page over).
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The same text as toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }). */
export const shortDayName = (day: Date): string => `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
