// When a conversation goes to a person, and what the bot does once a person owns it.
import { describe, expect, it } from 'vitest';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import { rateLimited } from '../../errors.ts';
import { loadChatClassifier } from '../classifier/model/load.ts';
import type { Focus } from '../conversations/index.ts';
import { createChatEngine } from './engine.ts';

const engine = createChatEngine({
  catalog: memoryCatalog(),
  classifier: loadChatClassifier(),
  now: () => new Date('2026-06-01T10:00:00Z'),
});

/** Plays the messages in one conversation; answers each reply and how many tickets were opened. */
async function play(messages: string[], options: { contact?: string[]; refuse?: boolean; startFocus?: Focus } = {}) {
  let focus: Focus = options.startFocus ?? {};
  let tickets = 0;
  const replies = [];
  for (const message of messages) {
    const result = await engine.reply({
      message,
      focus,
      support: {
        openTicket: async () => {
          if (options.refuse) throw rateLimited('You have opened 3 tickets in the last hour. Please wait 20 minutes.', 1_200_000);
          tickets += 1;
          return 5000 + tickets;
        },
        setContactEmail: async (email) => void options.contact?.push(email),
      },
    });
    focus = result.focus;
    replies.push(result);
  }
  return { replies, tickets, focus };
}

describe('handing over to a person', () => {
  it('never opens a ticket for a swear word or shouting alone', async () => {
    for (const message of ['you are useless', 'THIS IS RUBBISH WHERE IS MY ORDER', 'answer me!!!', 'shit service']) {
      const { replies, tickets } = await play([message]);
      expect(tickets, message).toBe(0);
      expect(replies[0]?.answer.response, message).not.toMatch(/ticket/i);
    }
  });

  it('opens a ticket when the customer asks for a person, saying when to expect a reply', async () => {
    const { replies, tickets, focus } = await play(['I want to talk to a human']);
    expect(tickets).toBe(1);
    expect(replies[0]?.answer.response).toContain('your ticket number is #5001');
    expect(replies[0]?.answer.response).toContain('Our support team is working now (Monday to Saturday, 9am - 5pm UK time)');
    expect(focus.ticketNumber).toBe(5001);
  });

  it('offers a person after two misunderstandings, and opens the ticket only on yes', async () => {
    const declined = await play(['blorp zint quax', 'zorb flim wex', 'no']);
    expect(declined.replies[1]?.answer.response).toMatch(/Shall I pass our conversation to a person/);
    expect(declined.replies[1]?.answer.suggestions).toEqual(['Yes', 'No']);
    expect(declined.tickets).toBe(0);
    const accepted = await play(['blorp zint quax', 'zorb flim wex', 'yes']);
    expect(accepted.tickets).toBe(1);
    expect(accepted.replies[2]?.answer.response).toContain('your ticket number is #5001');
  });

  it('asks a visitor for an optional email address, keeps a valid one and questions a wrong one', async () => {
    const contact: string[] = [];
    const { replies } = await play(['talk to a person', 'sam@example', 'my email is sam@example.com.'], { contact });
    expect(replies[0]?.answer.response).toContain('type your email address (optional)');
    expect(replies[1]?.answer.response).toBe(
      '"sam@example" does not look like an email address. Please check it, or carry on here without one.',
    );
    expect(replies[2]?.answer.response).toContain('we will email sam@example.com');
    expect(contact).toEqual(['sam@example.com']);
  });

  it('says plainly when the visitor has opened too many tickets', async () => {
    const { replies, focus } = await play(['I want a human'], { refuse: true });
    expect(replies[0]?.answer.response).toBe('You have opened 3 tickets in the last hour. Please wait 20 minutes.');
    expect(focus.ticketNumber).toBeUndefined();
  });
});

describe('a conversation a person owns', () => {
  const handedOver: Focus = { ticketNumber: 5007 };

  it('stops answering over the person: a message goes to the ticket', async () => {
    const { replies, tickets } = await play(['the sofa leg is wobbly and I am not happy'], { startFocus: handedOver });
    expect(tickets).toBe(0);
    expect(replies[0]?.answer.response).toBe('Thank you: I have added this to your ticket #5007. A person will reply here in this chat.');
    expect(replies[0]?.selfServed).toBe(false);
  });

  it('still answers a clear question it can answer safely, and says it did', async () => {
    const { replies } = await play(['how much is shipping?'], { startFocus: handedOver });
    expect(replies[0]?.answer.source).toBe('FAQ');
    expect(replies[0]?.selfServed).toBe(true);
    expect(replies[0]?.focus.ticketNumber).toBe(5007);
  });

  it('never starts an action over the person: cancelling goes to the ticket', async () => {
    const { replies } = await play(['cancel my order'], { startFocus: handedOver });
    expect(replies[0]?.selfServed).toBe(false);
    expect(replies[0]?.answer.response).toContain('ticket #5007');
  });

  it('points to the open ticket when the customer asks for a person again', async () => {
    const { replies, tickets } = await play(['a real person please'], { startFocus: handedOver });
    expect(tickets).toBe(0);
    expect(replies[0]?.answer.response).toMatch(/^Your ticket #5007 is open/);
  });
});
