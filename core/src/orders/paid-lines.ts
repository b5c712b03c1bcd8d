// What was paid for each line of an order, in pence: the line's price times its quantity less its share of the
// order's discount. The lines add up to the order's total (shipping is always £0), so a refund paid back line
// by line, or unit by unit, never gives back more or less than the shopper paid.

export type LineShareInput = { totalPrice: number; isEligible: boolean };

/**
 * Splits an order's discount over its lines in proportion to what each costs, among the lines the code
 * applies to (a code limited to some categories leaves the others whole). Each line gets its share rounded
 * down to the penny; the pence left over go one each to the lines with the largest remainders, the earlier
 * line first on a tie (the largest remainder method), so the shares add up to the discount exactly.
 */
export function shareDiscount(lines: readonly LineShareInput[], discount: number): number[] {
  const eligibleTotal = lines.reduce((sum, line) => sum + (line.isEligible ? line.totalPrice : 0), 0);
  if (!Number.isInteger(discount) || discount < 0 || discount > eligibleTotal) {
    throw new RangeError(`A discount of ${discount} pence cannot be shared over lines costing ${eligibleTotal} pence.`);
  }
  if (discount === 0) return lines.map(() => 0);
  // In BigInt: a line's price times the discount can pass 2^53 for the largest orders.
  const total = BigInt(eligibleTotal);
  const exact = lines.map((line) => (line.isEligible ? BigInt(line.totalPrice) * BigInt(discount) : 0n));
  const shares = exact.map((scaled) => Number(scaled / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((scaled, index) => ({ index, remainder: scaled % total }))
    .filter(({ remainder }) => remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A line of an order as kept: `discount` is its share of the order's discount, fixed when the order was placed. */
export type PaidLineInput = { id: string; quantity: number; totalPrice: number; discount: number };
export type PaidLine = { id: string; quantity: number; paid: number };

/** What was paid for each line of the order, in the order's line order. */
export function paidLines(order: { items: readonly PaidLineInput[] }): PaidLine[] {
  return order.items.map(({ id, quantity, totalPrice, discount }) => ({ id, quantity, paid: totalPrice - discount }));
}

/**
 * What `units` more units of a line are worth when `alreadyReturned` have been paid back: the first n units
 * of a line are worth what it paid times n / quantity, rounded down, so the odd pence come back with the last
 * unit and a line returned in any number of parts pays back exactly what it paid.
 */
export function paidForUnits(line: { quantity: number; paid: number }, alreadyReturned: number, units: number): number {
  const returned = alreadyReturned + units;
  if (!Number.isInteger(units) || units < 0 || alreadyReturned < 0 || returned > line.quantity) {
    throw new RangeError(`Cannot pay back ${units} more of a line of ${line.quantity} after ${alreadyReturned}.`);
  }
  const worth = (count: number) => Math.floor((line.paid * count) / line.quantity);
  return worth(returned) - worth(alreadyReturned);
}
