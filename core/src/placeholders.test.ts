import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders.ts';
import { shopInfo } from './shop-info.ts';

const now = new Date(2024, 4, 17, 12, 0, 0);

describe('fillPlaceholders', () => {
  it.each([
    ['{{Order Number}}', '#MM-104582'],
    ['{{Tracking Number}}', 'TRK-7741-2290-GB'],
    ['{{Invoice Number}}', 'INV-2024-00318'],
    ['{{Account Type}}', 'Premium'],
    ['{{Account Category}}', 'Personal'],
    ['{{Account Change}}', 'account upgrade'],
    ['{{Upgrade Account}}', 'Premium'],
    ['{{Online Order Interaction}}', 'Order History'],
    ['{{Online Payment Interaction}}', 'Payment Methods'],
    ['{{Online Navigation Step}}', 'Account > Settings'],
    ['{{Online Customer Support Channel}}', 'live chat'],
    ['{{Online Company Portal Info}}', 'the multimart.example website'],
    ['{{Profile}}', 'My Profile'],
    ['{{Profile Type}}', 'Customer'],
    ['{{Settings}}', 'Settings'],
    ['{{Order Tracking}}', 'Track Order'],
    ['{{Date}}', '17 May 2024'],
    ['{{Date Range}}', '1 May 2024 to 31 May 2024'],
    ['{{Shipping Cut-off Time}}', '5pm'],
    ['{{Delivery City}}', 'Leicester'],
    ['{{Delivery Country}}', 'United Kingdom'],
    ['{{Salutation}}', 'Mr'],
    ['{{Client First Name}}', 'Alex'],
    ['{{Client Last Name}}', 'Morgan'],
    ['{{Person Name}}', 'Alex Morgan'],
    ['{{Customer Support Phone Number}}', shopInfo.phone],
    ['{{Customer Support Email}}', shopInfo.email],
    ['{{Customer Support Hours}}', '9am - 5pm'],
    ['{{Customer Support Working Days}}', shopInfo.supportDays],
    ['{{Live Chat Support}}', 'the chat window on every page'],
    ['{{Website URL}}', shopInfo.website],
    ['{{Program}}', 'Multimart Rewards'],
    ['{{Refund Amount}}', '£300.00'],
    ['{{Money Amount}}', '£1,000.00'],
    ['{{Currency Symbol}}', '£'],
    ['{{Store Location}}', shopInfo.address],
  ])('replaces %s with %s', (token, value) => {
    expect(fillPlaceholders(`Value: ${token}.`, now)).toBe(`Value: ${value}.`);
  });

  it('matches token names whatever their case and spacing', () => {
    expect(fillPlaceholders('{{order number}} {{ ORDER  NUMBER }} {{OrderNumber}}', now)).toBe('#MM-104582 #MM-104582 #MM-104582');
  });

  it('replaces every token in a reply, not just the first', () => {
    expect(fillPlaceholders('Order {{Order Number}} ships to {{Delivery City}}, {{Delivery Country}}.', now)).toBe(
      'Order #MM-104582 ships to Leicester, United Kingdom.',
    );
  });

  it('spans the whole current month for the date range, including leap-year February', () => {
    expect(fillPlaceholders('{{Date Range}}', new Date(2024, 1, 10))).toBe('1 February 2024 to 29 February 2024');
  });

  it('leaves an unknown token readable by dropping its braces', () => {
    expect(fillPlaceholders('Your {{Loyalty Tier}} status', now)).toBe('Your Loyalty Tier status');
  });

  it('leaves text without tokens unchanged', () => {
    expect(fillPlaceholders('Shipping is free.', now)).toBe('Shipping is free.');
  });
});
