import { describe, expect, it } from 'vitest';
import { asksForPerson, asksWhatYouAre, findTopic, findTopicAfter } from './topics.ts';

describe("the courier's manner", () => {
  it.each([
    'the driver was rude and chucked my parcel over the fence',
    'your delivery man threw the box at my door',
    'courier was really aggressive',
  ])('"%s" is a complaint about how a delivery was handled', (message) => {
    expect(findTopicAfter(message, undefined)).toBe('courier_conduct');
  });

  it.each(['which courier do you use?', 'will the driver call before coming?'])('"%s" is not', (message) => {
    expect(findTopicAfter(message, undefined)).not.toBe('courier_conduct');
  });
});

describe('postage for a return', () => {
  it.each(['who pays the return postage?', 'is sending it back free?', 'how much does it cost to send the chair back'])(
    '"%s" asks what a return costs, whatever came before',
    (message) => {
      expect(findTopicAfter(message, undefined)).toBe('return_postage');
    },
  );

  it('after an answer about returns, "do I have to pay the postage?" is the return\'s', () => {
    expect(findTopicAfter('do I have to pay the postage?', 'returns_policy')).toBe('return_postage');
    expect(findTopicAfter('do I have to pay the postage?', 'delivery_options')).toBeUndefined();
  });

  it.each(['how do I send it back?', 'how much is shipping?'])('"%s" after returns is not about paying to return', (message) => {
    expect(findTopicAfter(message, 'returns_policy')).toBeUndefined();
  });
});

describe('VAT and extras', () => {
  it.each(['do your prices include vat', 'any hidden charges at checkout', 'is tax added at the end?'])(
    '"%s" asks what the price includes',
    (message) => {
      expect(findTopicAfter(message, undefined)).toBe('vat');
    },
  );

  it('after what a price includes, "so no extra fees?" asks the same', () => {
    expect(findTopicAfter('so no extra fees at all?', 'vat')).toBe('vat');
    expect(findTopicAfter('so no extra fees at all?', undefined)).toBeUndefined();
  });

  it.each(['I need a VAT invoice for order 1892', 'can I get a tax receipt'])('"%s" asks for the invoice', (message) => {
    expect(findTopicAfter(message, undefined)).not.toBe('vat');
  });
});

describe('the reason behind a rule', () => {
  it.each([
    ['why do chairs take longer than phones', 'large_item_delivery'],
    ['why only 30 days to return?', 'returns_window'],
  ] as const)('"%s" is %s', (message, topic) => {
    expect(findTopicAfter(message, undefined)).toBe(topic);
  });

  it.each(['how long do chairs take', 'I returned it 30 days ago, why no refund?'])('"%s" asks no reason of a rule', (message) => {
    expect(['large_item_delivery', 'returns_window']).not.toContain(findTopicAfter(message, undefined));
  });
});

describe('a discount code that will not work', () => {
  it.each(["the code I was given says it's invalid", 'my code has expired'])('"%s" is about discount codes', (message) => {
    expect(findTopicAfter(message, undefined)).toBe('discount_codes');
  });

  it.each(["the verification code doesn't work", 'my postcode is invalid at checkout'])('"%s" is not', (message) => {
    expect(findTopicAfter(message, undefined)).not.toBe('discount_codes');
  });
});

describe('what the shop keeps about a person', () => {
  it.each(['what info do you keep about me', 'GDPR: what data do you hold?'])('"%s" asks what is kept', (message) => {
    expect(findTopicAfter(message, undefined)).toBe('personal_data');
  });

  it.each(['please delete my account and personal data', 'update my personal data'])('"%s" asks to do something with it', (message) => {
    expect(findTopicAfter(message, undefined)).not.toBe('personal_data');
  });
});

describe('what the assistant is, against asking for a person', () => {
  it.each([
    'are you a person or a bot?',
    'Am I speaking to an actual human?',
    'is this an AI or a member of staff',
    'what are u, a chatbot?',
    "Quick one before I start: is this a bot or a real human? My sister reckons it's a person typing.",
    "Who are you? I wasn't expecting a chat box to open.",
    'hiya, what are you exactly? some sort of chatbot?',
    "Are you an automated programme? I'd like to know who is answering me.",
    'Am I chatting with a machine? Your replies come back very fast.',
  ])('"%s" asks what the assistant is, and for no one', (message) => {
    expect(asksWhatYouAre(message)).toBe(true);
    expect(asksForPerson(message)).toBe(false);
  });

  it.each([
    'Are you a bot? order cancellation',
    'Are you a real person? I need to change my delivery address.',
    'Is this an AI? How much is the Halden sofa?',
    'are you a bot? the parcel arrived damaged',
    'Are you human? Please cancel the phone.',
  ])('"%s" asks something else beside it', (message) => expect(asksWhatYouAre(message)).toBe(false));

  it.each([
    'can I speak to a real person?',
    'is it possible to be transferred to a staff member?',
    'are you human? I want to talk to someone',
  ])('"%s" asks for a person', (message) => expect(asksForPerson(message)).toBe(true));
});

describe('a word of a problem that is not the problem asked about', () => {
  it.each([
    ["I'm logged into the wrong one of my two accounts, how do I switch?", 'wrong_item'],
    ['how do I swap accounts, the checkout has the wrong address', 'wrong_item'],
    ['how do I get back to my own account after using my mum’s?', 'refund_method'],
    ['I need a copy of the receipt for warranty purposes', 'warranty'],
    ['does the invoice show the discount code I used?', 'discount_codes'],
    ['the sign up page just reloads, is registration broken? I tried on my phone too', 'damaged_item'],
  ])('"%s" is not %s', (message, topic) => {
    expect(findTopic(message)).not.toBe(topic);
  });

  it.each([
    ['my refund went back to the wrong card', 'refund_method'],
    ['the phone I got is broken', 'damaged_item'],
    ['you sent the wrong one, I ordered grey', 'wrong_item'],
  ])('"%s" still is %s', (message, topic) => {
    expect(findTopic(message)).toBe(topic);
  });
});
