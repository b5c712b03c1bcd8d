// Money is integer pence everywhere; this is the one place that turns it into pounds for people.

/** 1000000 as "1,000,000". */
export const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "£1,299.99" for 129999 and "-£5.00" for -500, as Intl's en-GB pounds write them (a test holds the two
 * equal). Written out because building that Intl formatter loads the browser's currency data: 60-75 ms of
 * Chromium's main thread on every page load, before the first paint, measured on this machine.
 */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = groupThousands(Math.floor(whole / 100));
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}

/** Parses a pounds amount typed by a person ("12", "12.5", "£1,299.99") into pence, or null. */
export function parsePounds(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** UK VAT, which every price in the shop includes: the rate the server's VAT_RATE_PERCENT setting starts from. */
export const VAT_RATE_PERCENT = 20;

/**
 * The VAT inside an amount that includes it at a whole percentage: amount x rate / (100 + rate), rounded half up
 * to the penny, in whole numbers so no float error moves a half: £120.00 holds £20.00 at 20 %, 99p holds 17p.
 * An order's VAT is this once on its total (after any discount code), never a sum of rounded lines.
 */
export function includedVat(pence: number, ratePercent: number = VAT_RATE_PERCENT): number {
  const divisor = 100 + ratePercent;
  return Math.floor((2 * pence * ratePercent + divisor) / (2 * divisor));
}
