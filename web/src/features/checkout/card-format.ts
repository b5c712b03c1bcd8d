// The test provider's card fields as the shopper types: the number in groups of four, the expiry as MM / YY.
// The server reads either with or without the spaces and the slash (core/card.ts).

/** The longest card number there is. */
const CARD_DIGITS_MAX = 19;

/** "4242424242424242" -> "4242 4242 4242 4242": digits only, in groups of four. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1230" -> "12 / 30", "4" -> "04", "1/27" -> "01 / 27". The separator appears once the year is begun, so
 * deleting back over it leaves the month; the year may be written with two digits or four.
 */
export function formatExpiry(text: string): string {
  const oneDigitMonth = /^\s*(\d)\s*\//.exec(text);
  let digits = text.replace(/\D/g, '');
  if (oneDigitMonth || /^[2-9]/.test(digits)) digits = `0${digits}`;
  const month = digits.slice(0, 2);
  const year = digits.slice(2, 6);
  return year ? `${month} / ${year}` : month;
}
