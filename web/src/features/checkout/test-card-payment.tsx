// Test mode: the card form of the built-in test provider, checked in the browser with the server's schema.
import { cardMessages, cardSchema, hasExpired, parseExpiry } from '@shop/core/card';
import type { CardPayment, FieldErrors } from './card-payment.ts';
import { TestCardFields } from './components/TestCardFields.tsx';

const FIELD_NAMES = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc' } as const;

function readTestCard(form: FormData): ReturnType<CardPayment['read']> {
  const parsed = cardSchema.safeParse({
    number: String(form.get(FIELD_NAMES.number) ?? ''),
    expiry: String(form.get(FIELD_NAMES.expiry) ?? ''),
    cvc: String(form.get(FIELD_NAMES.cvc) ?? ''),
  });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_NAMES[issue.path[0] as keyof typeof FIELD_NAMES];
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const expiry = parseExpiry(parsed.data.expiry);
  if (expiry && hasExpired(expiry, new Date())) return { errors: { [FIELD_NAMES.expiry]: cardMessages.expired } };
  return { payment: { method: 'test-card', card: parsed.data } };
}

export const testCardPayment: CardPayment = {
  fields: (errors) => <TestCardFields errors={errors} names={FIELD_NAMES} />,
  read: readTestCard,
};
