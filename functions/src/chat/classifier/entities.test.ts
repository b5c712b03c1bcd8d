import { describe, expect, it } from 'vitest';
import { maskEntities } from './entities.ts';
import { normalizeText, PRODUCT_TOKEN } from './normalize.ts';

const masked = (text: string) => normalizeText(maskEntities(text));

describe('maskEntities', () => {
  it.each([
    ['refund £12 please', 'refund moneyamount please'],
    ['I paid 300 pounds', 'i paid moneyamount'],
    ['charged €20 twice', 'charged moneyamount twice'],
    ['it cost $5.99', 'it cost moneyamount'],
    ['refund {{Currency Symbol}}{{Money Amount}} now', 'refund moneyamount now'],
    ['I want my {{Refund Amount}} back', 'i want my moneyamount back'],
  ])('turns the amount in "%s" into one word', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    ['where is #10234', 'where is ordernumber'],
    ['cancel ORD-5521', 'cancel ordernumber'],
    ['cancel order 4471', 'cancel order ordernumber'],
    ['track order no. 88123', 'track order ordernumber'],
    ['cancel order {{Order Number}}', 'cancel order ordernumber'],
    ['status of 123456789', 'status of ordernumber'],
  ])('turns the order number in "%s" into one word', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('tells invoice and tracking numbers from order numbers', () => {
    expect(masked('show me invoice #5531')).toBe('show me invoice invoicenumber');
    expect(masked('download INV-2231')).toBe('download invoicenumber');
    expect(masked('check invoice {{Invoice Number}}')).toBe('check invoice invoicenumber');
    expect(masked('tracking number 1Z999AA10123456784')).toBe('tracking trackingnumber');
  });

  it.each([
    ['will it come by 12/03/2025', 'will it come by somedate'],
    ['ordered on 3rd May', 'ordered on somedate'],
    ['since March 5, 2025', 'since somedate'],
    ['invoices for {{Date Range}}', 'invoices for somedate'],
    ['open till 5pm', 'open till sometime'],
  ])('turns the date or time in "%s" into one word', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    ['do you deliver to Ireland', 'do you deliver to someplace'],
    ['ship to New York?', 'ship to someplace'],
    ['I moved to {{Delivery City}}', 'i moved to someplace'],
    ['send it to the uk', 'send it to the someplace'],
  ])('turns the place in "%s" into one word', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('keeps towns that are ordinary words as words', () => {
    expect(masked('reading my bill in bath')).toBe('reading my bill in bath');
    expect(masked('the 256 gb phone')).toBe('the somenumber gb phone');
  });

  it('turns names, accounts, products, contacts and other numbers into one word each', () => {
    expect(masked('invoices of {{Person Name}}')).toBe('invoices of personname');
    expect(masked('open a {{Account Type}} account')).toBe('open a accounttype account');
    expect(masked(`price of the ${PRODUCT_TOKEN}`)).toBe('price of the productname');
    expect(masked('email me at jo.smith+shop@example.co.uk')).toBe('email me at emailaddress');
    expect(masked('call me on 07700 900123')).toBe('call me on phonenumber');
    expect(masked('see www.example.com/help')).toBe('see weblink');
    expect(masked('I bought 2 chairs')).toBe('i bought somenumber chairs');
  });

  it('reads a placeholder it does not know by the words in its name, never as those words', () => {
    expect(masked('call {{Customer Support Phone Number}}')).toBe('call phonenumber');
    expect(masked('open {{Online Company Portal Info}}')).toBe('open weblink');
    expect(masked('during {{Customer Support Hours}}')).toBe('during sometime');
    expect(masked('ship to {{Shipping Address}}')).toBe('ship to someplace');
    expect(masked('order {{Order Reference}}')).toBe('order ordernumber');
    expect(masked('go to {{Online Order Interaction}}')).toBe('go to somevalue');
  });
});
