import { describe, expect, it } from 'vitest';
import { extractFeatures, isPleaForHelp, messageWords, requestText } from './features.ts';
import { defaultClassifierOptions } from './options.ts';

const options = defaultClassifierOptions.features;

describe('messageWords', () => {
  it('reads values as one word per kind', () => {
    expect(messageWords('refund £20 for order #10234', options)).toEqual(['refund', 'moneyamount', 'for', 'order', 'ordernumber']);
  });

  it("counts a story's last sentence twice, since its request usually comes last", () => {
    expect(messageWords('The chair broke. Refund me.', options)).toEqual(['the', 'chair', 'broke', 'refund', 'me', 'refund', 'me']);
    expect(messageWords('refund me', options)).toEqual(['refund', 'me']);
  });

  it('leaves out greetings and thanks around a request, so a polite message reads as its request', () => {
    expect(messageWords('Good morning. Where is my parcel? Thank you very much.', options)).toEqual(
      messageWords('Where is my parcel?', options),
    );
    expect(messageWords('Hi! Refund me please. Many thanks, Jo', options)).toEqual(messageWords('Refund me please.', options));
  });

  it('leaves out greeting and thanks clauses in the sentence of the request', () => {
    expect(messageWords('hiya, can I swap the lamp in my basket, cheers', options)).toEqual(
      messageWords('can I swap the lamp in my basket', options),
    );
    expect(messageWords('I need a copy of the bill - thanks in advance', options)).toEqual(
      messageWords('I need a copy of the bill', options),
    );
    expect(messageWords('hello, thank you', options)).toEqual(['hello', 'thank', 'you']);
  });

  it('leaves out a plea for help, leave to ask, or frustration that names nothing, beside the request', () => {
    const request = messageWords('How do I pay?', options);
    for (const message of [
      'Can I ask something? How do I pay?',
      'I need some assistance. How do I pay?',
      "I've been waiting for hours. How do I pay?",
      'How do I pay? This is absolutely ridiculous!',
      'How do I pay this is fucking ridiculous',
      "I'm so fed up. How do I pay?",
      'Any chance you can help? How do I pay?',
      'Following up on my last message. How do I pay?',
      "How do I pay? (It's for my mum's account)",
      'How do I pay? Just wondering.',
      'One more thing: how do I pay?',
      'How do I pay?\nMany thanks\nJohn Smith',
      'I have a problem. How do I pay?',
      'How do I pay? Hope this is the right place.',
      'How do I pay? You can call me on 07700 900123.',
      'How do I pay? This is urgent.',
    ])
      expect(messageWords(message, options)).toEqual(request);
    expect(messageWords('This is ridiculous!', options)).toEqual(['this', 'is', 'ridiculous']);
  });

  it('tells a plea for help that says nothing of what with from a request for help with something', () => {
    for (const plea of [
      'Can you help?',
      'Any chance you can help?',
      "I'm hoping someone can assist",
      'Is anyone there?',
      'Can I ask a quick question?',
    ])
      expect(isPleaForHelp(plea), plea).toBe(true);
    for (const request of ['Can you help me with my order?', 'Do you offer support for the watch?', 'Where is support?'])
      expect(isPleaForHelp(request), request).toBe(false);
  });

  it('gives what a message asks, without what is around it', () => {
    expect(requestText('Hello! Can you help? I have been waiting for ages. Where is my refund? Thanks, Jo')).toBe('Where is my refund?');
    expect(requestText('Can you help?')).toBe('Can you help?');
  });

  it("reads the rarer words for a refund as the usual one, keeping a plural's and a past tense's own word", () => {
    expect(messageWords('has my rebate been processed', options)).toEqual(messageWords('has my refund been processed', options));
    expect(messageWords('waiting for restitution', options)).toEqual(['waiting', 'for', 'refund']);
    expect(messageWords('do you give reimbursements', options)).toEqual(['do', 'you', 'give', 'refunds']);
    expect(messageWords('I was compensated', options)).toEqual(['i', 'was', 'refunded']);
  });

  it.each([
    'Where is my parcel? Thanks for your help with this!',
    'where is my parcel thanks in advance for the info',
    'Where is my parcel. I would really appreciate a quick reply.',
    'where is my parcel? Have a nice day',
    'Where is my parcel. Looking forward to your reply.',
  ])('leaves out a closing that thanks or asks for a reply: "%s"', (message) => {
    expect(messageWords(message, options)).toEqual(messageWords('Where is my parcel?', options));
  });

  it('counts the request twice, not an order number after it', () => {
    const words = messageWords('I want to cancel my order. My order number is 48213.', options);
    expect(words.filter((word) => word === 'cancel')).toHaveLength(2);
    expect(words).toContain('ordernumber');
  });

  it.each(['My email is jo@example.com', 'Sent from my iPhone', "I'm on my phone."])(
    'leaves out who writes and from what: "%s"',
    (aside) => {
      expect(messageWords(`I want to cancel my order. ${aside}`, options)).toEqual(messageWords('I want to cancel my order.', options));
    },
  );

  it.each([
    'hello hello where is my parcel',
    'hi there, where is my parcel',
    'where is my parcel thx',
    'where is my parcel? or something like that',
    'where is my parcel lol',
  ])('leaves out a greeting run into the request or fillers run on after it: "%s"', (message) => {
    expect(messageWords(message, options)).toEqual(messageWords('where is my parcel', options));
  });

  it('leaves out a postscript after the request', () => {
    expect(messageWords('Where is my parcel? PS: love your shop', options)).toEqual(messageWords('Where is my parcel?', options));
    expect(messageWords('P.S. where is my parcel', options)).toContain('parcel');
  });

  it('keeps a greeting or a filler that is the whole message', () => {
    expect(messageWords('hi there', options)).toEqual(['hi', 'there']);
    expect(messageWords('lol', options)).toEqual(['lol']);
  });

  it('keeps thanks that are the message, or that ask something', () => {
    expect(messageWords('I want to say thanks for the quick delivery', options)).toContain('delivery');
    expect(messageWords('I would appreciate it if you could cancel my order', options)).toContain('cancel');
    expect(messageWords('Thanks, but where is my parcel?', options)).toContain('parcel');
  });

  it('keeps a message that is only thanks or a greeting', () => {
    expect(messageWords('Thank you very much!', options)).toEqual(['thank', 'you', 'very', 'much']);
    expect(messageWords('Hello. Good morning.', options)).toEqual(['hello', 'good', 'morning', 'good', 'morning']);
  });
});

describe('extractFeatures', () => {
  it('gives words, word pairs and the letters inside each word', () => {
    const features = extractFeatures(['track', 'parcel'], options);
    expect(features).toEqual(expect.arrayContaining(['w:track', 'p:track parcel', ' tr', 'rac', 'parc', 'rcel ']));
  });

  it('gives a value its word only, never its letters', () => {
    const features = extractFeatures(['ordernumber'], options);
    expect(features).toEqual(['w:ordernumber']);
  });
});
