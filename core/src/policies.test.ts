import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES, deliveryEstimate, dispatchDay, policyPages, serviceHighlights } from './policies.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('dispatchDay', () => {
  it('is the same day for an order before 5pm on a working day', () => {
    expect(dispatchDay(new Date('2026-03-04T16:59:00Z'))).toEqual(day('2026-03-04'));
  });

  it('is the next working day after the cut-off', () => {
    expect(dispatchDay(new Date('2026-03-04T17:00:00Z'))).toEqual(day('2026-03-05'));
    expect(dispatchDay(new Date('2026-03-06T18:00:00Z'))).toEqual(day('2026-03-09'));
  });

  it('is Monday for an order placed at the weekend', () => {
    expect(dispatchDay(new Date('2026-03-07T09:00:00Z'))).toEqual(day('2026-03-09'));
    expect(dispatchDay(new Date('2026-03-08T09:00:00Z'))).toEqual(day('2026-03-09'));
  });
});

describe('deliveryEstimate', () => {
  it('is 2 to 4 working days after dispatch for small items, skipping the weekend', () => {
    // Thursday morning: dispatched Thursday, earliest Monday, latest Wednesday.
    expect(deliveryEstimate('watch', new Date('2026-03-05T09:00:00Z'))).toEqual({ earliest: day('2026-03-09'), latest: day('2026-03-11') });
  });

  it('is up to 10 working days for sofas and chairs', () => {
    expect(deliveryEstimate('sofa', new Date('2026-03-02T09:00:00Z'))).toEqual({ earliest: day('2026-03-04'), latest: day('2026-03-16') });
  });
});

describe('policy pages', () => {
  it('state the 30-day returns and 60-day money back the home page advertises', () => {
    expect(JSON.stringify(policyPages.returns)).toContain('within 30 days of delivery');
    expect(JSON.stringify(policyPages.refunds)).toContain('money back within 60 days');
    expect(serviceHighlights.map(({ text }) => text)).toEqual(
      expect.arrayContaining(['Return any item within 30 days of delivery.', 'Your money back within 60 days if you are not happy.']),
    );
  });

  it('list every delivery country on the delivery page', () => {
    for (const country of DELIVERY_COUNTRIES) expect(JSON.stringify(policyPages.delivery)).toContain(country);
  });
});
