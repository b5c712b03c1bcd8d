// The payments area's public surface: the providers and their shapes.
export { createPayments } from './create-payments.ts';
export type {
  PaymentEvent,
  PaymentProvider,
  PaymentRequest,
  PaymentResult,
  RefundRequest,
  RefundResult,
  StripePayments,
  TestPayments,
} from './provider.ts';
export { PaymentUnavailableError, RefundRefusedError, WebhookSignatureError } from './provider.ts';
export { createStripePayments, type StripeSettings } from './stripe-provider.ts';
export { createTestPayments } from './test-provider.ts';
