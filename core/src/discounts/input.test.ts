import { describe, expect, it } from 'vitest';
import { discountCodeFormSchema, discountFormMessages, ukDayStart, type DiscountCodeForm } from './input.ts';

const form = (overrides: Partial<DiscountCodeForm> = {}): DiscountCodeForm => ({
  code: 'spring10',
  kind: 'percent',
  value: '10',
  minSpend: '',
  startsOn: '2026-12-01',
  endsOn: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  categories: [],
  ...overrides,
});

describe('ukDayStart', () => {
  it('is midnight UTC in winter and 23:00 UTC the evening before in summer', () => {
    expect(ukDayStart('2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
    expect(ukDayStart('2026-07-01')).toBe('2026-06-30T23:00:00.000Z');
  });
});

describe("the admin's discount code form", () => {
  it('turns pounds into pence, empty limits into none, and the last day into the start of the next', () => {
    const parsed = discountCodeFormSchema.parse(
      form({
        kind: 'amount',
        value: '12.50',
        minSpend: '100',
        endsOn: '2026-12-31',
        maxUses: '50',
        maxUsesPerCustomer: '1',
        categories: ['sofa'],
      }),
    );
    expect(parsed).toEqual({
      code: 'SPRING10',
      kind: 'amount',
      value: 1_250,
      minSpend: 10_000,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
      maxUses: 50,
      maxUsesPerCustomer: 1,
      categories: ['sofa'],
    });
  });

  it('refuses a percentage over 100, a limit of 0 and a last day before the first', () => {
    const result = discountCodeFormSchema.safeParse(form({ value: '120', maxUses: '0', endsOn: '2026-11-01' }));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      value: discountFormMessages.percent,
      maxUses: discountFormMessages.limit,
      endsOn: discountFormMessages.endsOn,
    });
  });
});
