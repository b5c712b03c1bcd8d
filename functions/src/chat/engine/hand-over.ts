// Handing the conversation over to a person: a support ticket holding the transcript, its number and the
// support hours in the reply; a conversation already handed over points to its open ticket.
import { said, type Understood } from './answer.ts';
import type { Focus } from '../conversations/index.ts';
import { knowledge } from './knowledge.ts';

/** Opens a support ticket holding this conversation and answers its number. */
export type OpenTicket = (reason: string) => Promise<number>;

/** `lead` opens the reply ("I am sorry this has been frustrating. "); without `openTicket`, the contact details are given. */
export async function handOver(reason: string, focus: Focus, openTicket: OpenTicket | undefined, lead: string): Promise<Understood> {
  const hours = `Our support team works ${knowledge.supportHours.replace(/^Our customer support team is available /, '')}`;
  if (focus.ticketNumber !== undefined) {
    const response = `${lead}Your ticket #${focus.ticketNumber} is open: a person will reply here in this chat. ${hours}`;
    return { answer: said(response, 'Support', 'contact_human_agent'), focus: { ...focus, misses: 0 } };
  }
  const number = openTicket ? await openTicket(reason) : undefined;
  if (number === undefined) {
    return { answer: said(`${lead}To talk to a person, ${knowledge.contact}.`, 'Support', 'contact_human_agent'), focus };
  }
  const response = `${lead}I have passed our conversation to a person: your ticket number is #${number}. They will reply here in this chat. ${hours}`;
  return { answer: said(response, 'Support', 'contact_human_agent'), focus: { ...focus, ticketNumber: number, misses: 0 } };
}
