// Money is integer pence everywhere; this is the one place that turns it into pounds for people.

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** Parses a pounds amount typed by a person ("12", "12.5", "£1,299.99") into pence, or null. */
export function parsePounds(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
