// The chat widget as a shopper sees it: the launcher, the panel, its conversation, and asking a question.
import { expect, type Locator, type Page } from '@playwright/test';
import { CHATBOT_NAME } from '@shop/core/constants';
import { messages } from '@shop/core/messages';

export const launcher = (page: Page) => page.getByRole('button', { name: `Open ${CHATBOT_NAME} chat` });
export const chatPanel = (page: Page) => page.getByRole('dialog', { name: CHATBOT_NAME });
export const conversation = (panel: Locator) => panel.getByRole('log', { name: 'Conversation' }).getByRole('listitem');

/**
 * Opens the widget and waits for its greeting. On a phone the button steps aside while a button or a total of the
 * page is under it; at the page's end, below them all, it is back, which is where a shopper finds it.
 */
export async function openChat(page: Page): Promise<Locator> {
  const isShown = await launcher(page)
    .waitFor({ timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!isShown) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await launcher(page).click();
  const panel = chatPanel(page);
  await expect(conversation(panel).first()).toContainText(/how can I help/i);
  return panel;
}

/** Sends a message and waits for the reply that replaces the typing message. */
export async function ask(panel: Locator, text: string): Promise<Locator> {
  const count = await conversation(panel).count();
  await panel.getByPlaceholder(messages.chatPlaceholder).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(conversation(panel)).toHaveCount(count + 2);
  await expect(conversation(panel).last()).not.toContainText(/is typing/);
  return conversation(panel).last();
}

/** Answers Yes to the assistant's confirmation question and waits for what it did. */
export async function answerYes(panel: Locator): Promise<Locator> {
  const count = await conversation(panel).count();
  await panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button', { name: 'Yes' }).click();
  await expect(conversation(panel)).toHaveCount(count + 2);
  return conversation(panel).last();
}
