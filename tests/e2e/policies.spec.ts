// The shop's policies: one page each, reached from every page's footer and from the home page's highlights,
// in the words of the policy module (core/src/policies.ts) that the chatbot and checkout use too.
import { expect, test } from '@playwright/test';
import { MONEY_BACK_DAYS, RETURNS_DAYS } from '@shop/core/constants';
import { DELIVERY_COUNTRIES, POLICY_SLUGS, policyPages } from '@shop/core/policies';

test('the footer leads to each policy page, with its title, description and sections @phone', async ({ page }) => {
  for (const slug of POLICY_SLUGS) {
    const policy = policyPages[slug];
    await page.goto('/shop');
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: policy.title }).click();
    await expect(page).toHaveURL(new RegExp(`/policies/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    await expect(page).toHaveTitle(`Multimart - ${policy.title}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', policy.summary);
    for (const section of policy.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
});

test('returns are 30 days, refunds 60 days, and delivery names every country the checkout offers', async ({ page }) => {
  await page.goto('/policies/returns');
  await expect(page.getByRole('main')).toContainText(`within ${RETURNS_DAYS} days of delivery`);
  await page.goto('/policies/refunds');
  await expect(page.getByRole('main')).toContainText(`money back within ${MONEY_BACK_DAYS} days`);
  await page.goto('/policies/delivery');
  for (const country of DELIVERY_COUNTRIES) await expect(page.getByRole('main')).toContainText(country);
});

test("the home page's service highlights lead to the policies behind them @phone", async ({ page }) => {
  await page.goto('/home');
  await page
    .getByRole('region', { name: 'Our services' })
    .getByRole('link', { name: /Easy Returns/ })
    .click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
});

test('an unknown policy is a missing page', async ({ page }) => {
  await page.goto('/policies/no-such-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
