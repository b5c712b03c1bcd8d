// The mail area's public surface: the shop's emails and the transports that send them.
export {
  backInStockEmail,
  emailChangedEmail,
  emailChangeLinkEmail,
  emailChangeRequestedEmail,
  orderCancelledEmail,
  orderConfirmationEmail,
  orderRefundedEmail,
  orderShippedEmail,
  partRefundEmail,
  passwordChangedEmail,
  passwordResetEmail,
  returnAcceptedEmail,
  returnDeclinedEmail,
  returnReceivedEmail,
  returnRequestedEmail,
  supportReplyEmail,
} from './render.ts';
export { createSender, fileSender, smtpSender, type SendEmail } from './transport.ts';
