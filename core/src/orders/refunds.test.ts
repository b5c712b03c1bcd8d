import { describe, expect, it } from 'vitest';
import { refundFormSchema, refundMessages } from './refunds.ts';

describe("the admin's refund form", () => {
  it('turns pounds into pence, and an empty amount into everything left', () => {
    expect(refundFormSchema.parse({ amount: '12.5', reason: ' Late ' })).toEqual({ reason: 'Late', amount: 1250 });
    expect(refundFormSchema.parse({ amount: '£1,000.05', reason: 'Broken' })).toEqual({ reason: 'Broken', amount: 100005 });
    expect(refundFormSchema.parse({ amount: '  ', reason: 'All of it' })).toEqual({ reason: 'All of it' });
  });

  it.each(['0', '-3', '12.345', 'ten'])('refuses the amount %j with a message saying how to write it', (amount) => {
    const issues = refundFormSchema.safeParse({ amount, reason: 'x' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([['amount', refundMessages.amountInPounds]]);
  });

  it('needs a reason', () => {
    const issues = refundFormSchema.safeParse({ amount: '', reason: ' ' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([refundMessages.reasonRequired]);
  });
});
