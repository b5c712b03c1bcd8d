import { describe, expect, it } from 'vitest';
import { isNotEnglish } from './message-language.ts';

/** Words of the training sentences, as the built model holds them: English by construction. */
const knownWords = new Set([
  'invoice',
  'invoices',
  'reimbursement',
  'outstanding',
  'duplicate',
  'account',
  'deletion',
  'request',
  'parcel',
  'missing',
  'newsletter',
  'unsubscribe',
]);

describe('isNotEnglish', () => {
  it.each([
    ['French', "Bonjour, je voudrais annuler ma commande s'il vous plaît"],
    ['French', 'Où est mon colis ? Je l’attends depuis une semaine'],
    ['German', 'Ich möchte meine Bestellung stornieren, bitte'],
    ['German', 'Wann bekomme ich mein Geld zurück?'],
    ['Spanish', 'Quiero cancelar mi pedido, por favor'],
    ['Spanish', '¿Dónde está mi paquete? Lo pedí hace una semana'],
    ['Polish', 'Chcę anulować moje zamówienie'],
    ['Polish', 'Gdzie jest moja paczka? Czekam już tydzień'],
    ['Italian', 'Vorrei annullare il mio ordine, per favore'],
    ['Italian', 'Quando arriverà il mio pacco?'],
    ['Dutch', 'Ik wil mijn bestelling annuleren alstublieft'],
    ['Dutch', 'Waar is mijn pakket? Ik wacht al een week'],
  ])('tells %s from English: "%s"', (_language, message) => {
    expect(isNotEnglish(message)).toBe(true);
  });

  it.each([
    'where is my order',
    'I want to talk to a human agent right now',
    'Can you deliver to Ireland?',
    'wher is my pakage pls',
    'i wanna cancel my ordr m8',
    'u r useless gimme my money bak',
    'omg wtf is my refund lol',
    'cancelorder',
    'refundpolicy plz',
    'CHARGED TWICE FIX IT NOW',
    'I ordered the Stone and Beam Westview Sofa and it arrived broken',
    'cancel order {{Order Number}} for {{Person Name}}',
    'deja vu, my parcel is late again',
    'bon voyage to my refund i guess',
  ])('counts tricky English as English: "%s"', (message) => {
    expect(isNotEnglish(message)).toBe(false);
  });

  it.each([
    'Invoices for Ms. Patel Nguyen',
    'Dear Mr Okonkwo Adebayo, reimbursement Giulia Rossi outstanding',
    'Giulia Rossi invoice ORD-5521 duplicate',
    'Siobhan Ni Bhriain account deletion request',
    'Jürgen Müller parcel Hamburg missing',
    'Francesca Bianchi newsletter unsubscribe',
  ])('counts English with a person\'s name, a place or an order number as English: "%s"', (message) => {
    expect(isNotEnglish(message, knownWords)).toBe(false);
  });

  it.each(['hi', 'merci', 'danke', 'hola', 'refund', '', '   ', '#10234', '£20'])(
    'counts a message too short to tell as English: "%s"',
    (message) => {
      expect(isNotEnglish(message)).toBe(false);
    },
  );
});
