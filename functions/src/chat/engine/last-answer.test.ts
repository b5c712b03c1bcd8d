import { describe, expect, it } from 'vitest';
import { detailOf } from './last-answer.ts';

const deleting = 'You can delete your account in Settings. Your orders stay for our accounts. We delete your data within 30 days.';

describe('a detail of the account task just explained', () => {
  it("is the sentence sharing the follow-up's words", () => {
    expect(detailOf('will my orders disappear too?', deleting, 'delete_account')).toBe('Your orders stay for our accounts.');
  });

  it('is nothing after another kind of answer, for a long message, or for words the answer lacks', () => {
    expect(detailOf('will my orders disappear too?', deleting, 'delivery_period')).toBeUndefined();
    expect(
      detailOf(
        'and what about the orders I placed last year for my mother, will those disappear as well then?',
        deleting,
        'delete_account',
      ),
    ).toBeUndefined();
    expect(detailOf('where is my sofa?', deleting, 'delete_account')).toBeUndefined();
  });
});
