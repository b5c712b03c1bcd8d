import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import type { ChatAnswer } from '@shop/core/chat';
import { CHATBOT_NAME } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import { fillPlaceholders } from '@shop/core/placeholders';
import { fetchProducts } from '@shop/test-support/browser/catalogue';
import { ask, chatPanel, conversation, launcher, openChat } from '@shop/test-support/browser/chat';

const typingMessage = (panel: Locator) => conversation(panel).filter({ hasText: /is typing/ });

test.describe('chatbot widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
  });

  test('starts closed as a round icon, and opens with one greeting from the AI, focus in the message field', async ({ page }) => {
    await expect(launcher(page)).toBeVisible();
    await expect(chatPanel(page)).toHaveCount(0);
    const panel = await openChat(page);
    await expect(panel.getByRole('heading', { name: CHATBOT_NAME })).toBeVisible();
    await expect(conversation(panel)).toHaveCount(1);
    await expect(conversation(panel).first()).toContainText(/how can I help/i);
    await expect(conversation(panel).first()).toContainText('Source: AI');
    await expect(conversation(panel).first().getByRole('button')).toHaveCount(0);
    await expect(panel.getByPlaceholder(messages.chatPlaceholder)).toBeFocused();
  });

  test('resizes between compact and expanded; closing collapses it to the icon and makes it compact again', async ({ page }) => {
    const panel = await openChat(page);
    await expect(panel).toHaveAttribute('data-size', 'compact');
    const compactWidth = (await panel.boundingBox())?.width ?? 0;
    await panel.getByRole('button', { name: 'Expand chat' }).click();
    await expect(panel).toHaveAttribute('data-size', 'expanded');
    expect((await panel.boundingBox())?.width).toBeGreaterThan(compactWidth);
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await openChat(page);
    await expect(panel).toHaveAttribute('data-size', 'compact');
    await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeVisible();
  });

  test('Escape closes the panel and focus returns to the icon; the conversation is kept', async ({ page }) => {
    const panel = await openChat(page);
    await ask(panel, 'hello');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(conversation(panel)).toHaveCount(3);
  });

  test('answers "how much is shipping?" with free shipping and its source', async ({ page }) => {
    const panel = await openChat(page);
    const reply = await ask(panel, 'how much is shipping?');
    await expect(conversation(panel).nth(1)).toHaveText('You: how much is shipping?');
    await expect(reply).toContainText(/free/i);
    await expect(reply).toContainText('Source: FAQ');
    await expect(panel.getByPlaceholder(messages.chatPlaceholder)).toHaveValue('');
  });

  test('answers the cheapest watch with its name and price from the catalogue', async ({ page, request }) => {
    const [cheapest] = await fetchProducts(request, { category: 'watch', sort: 'lowest', pageSize: 1 });
    expect(cheapest).toBeDefined();
    const panel = await openChat(page);
    const reply = await ask(panel, 'What is the cheapest watch?');
    await expect(reply).toContainText(cheapest!.productName);
    await expect(reply).toContainText(formatPence(cheapest!.price));
    await expect(reply).toContainText('Source: Catalog');
  });

  test('rates a reply once: the rating is sent and stored, and its buttons disappear', async ({ page }) => {
    const panel = await openChat(page);
    const reply = await ask(panel, 'how much is shipping?');
    const feedbackRequest = page.waitForRequest((req) => req.url().endsWith('/chat/feedback') && req.method() === 'POST');
    await reply.getByRole('button', { name: 'Rate this reply positive' }).click();
    const sent = await feedbackRequest;
    expect(sent.postDataJSON()).toEqual({
      message: 'how much is shipping?',
      response: expect.stringMatching(/free/i),
      sentiment: 'positive',
      source: 'FAQ',
    });
    expect((await sent.response())?.status()).toBe(200);
    await expect(reply.getByRole('button')).toHaveCount(0);
    await expect(reply).toContainText(messages.chatFeedbackThanks);
    await expect(reply).toContainText('Source: FAQ');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('log', { name: 'Conversation' })).toBeFocused();
  });

  test('fills the placeholder tokens of a reply with sample values before showing it', async ({ page }) => {
    // The service no longer sends tokens for values it knows, so this reply stands in for one that
    // still carries them: the widget must never show a token as it is.
    const raw = 'You can follow {{Order Number}} under {{Order Tracking}} in {{Online Company Portal Info}}.';
    const answer: ChatAnswer = { response: raw, source: 'FAQ', intent: 'track_order', confidence: 1, conversationId: randomUUID() };
    await page.route('**/chat/get', (route) => route.fulfill({ json: answer }));
    const panel = await openChat(page);
    const reply = await ask(panel, 'where is my order?');
    await expect(reply).toContainText(fillPlaceholders(raw, new Date()));
    await expect(reply).not.toContainText('{{');
  });

  test('offers the reply’s suggested questions as quick replies that ask them', async ({ page }) => {
    const panel = await openChat(page);
    await ask(panel, 'hello');
    await panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button', { name: 'How much is shipping?' }).click();
    await expect(conversation(panel)).toHaveCount(5);
    await expect(conversation(panel).nth(3)).toHaveText('You: How much is shipping?');
    await expect(conversation(panel).last()).toContainText(/free/i);
  });

  test('when the chat service is down: "Error connecting to the chat service." and the typing message stays', async ({ page }) => {
    await page.route('**/chat/get', (route) => route.abort());
    const panel = await openChat(page);
    await panel.getByPlaceholder(messages.chatPlaceholder).fill('hello?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('alert')).toHaveText(messages.chatConnectionError);
    await expect(conversation(panel)).toHaveCount(3);
    await expect(typingMessage(panel)).toHaveCount(1);

    // Once the service is back, the next message clears the banner and gets its answer.
    await page.unroute('**/chat/get');
    const reply = await ask(panel, 'how much is shipping?');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(reply).toContainText(/free/i);
    await expect(conversation(panel).nth(2)).toContainText(/is typing/);
  });

  test('works on a 390 px phone as a full-width sheet at the bottom @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Without motion the sheet opens in place, so its box can be measured at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const panel = await openChat(page);
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    // Phone emulation scales the page, so the edge may land a pixel off.
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - 844)).toBeLessThanOrEqual(1);
    const reply = await ask(panel, 'how much is shipping?');
    await expect(reply).toBeInViewport();
    await expect(reply.getByRole('button', { name: 'Rate this reply neutral' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher(page)).toBeInViewport();
  });
});
