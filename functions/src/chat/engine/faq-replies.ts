// The shop's own answer to each customer-support and policy question. No reply holds a placeholder token:
// the widget would fill it with a sample value, and a sample order number reads as the customer's own.
// Replies point only to what the site really has (Shop, Cart, Checkout, Settings, Reviews, Login, Sign up,
// My orders with its Cancel order and Return items, Forgot password) and to a person for everything else.
import { orderTexts } from '@shop/core/checkout-texts';
import { accountDeletionMessages } from '@shop/core/account-data';
import { ADDRESS_BOOK_LIMIT } from '@shop/core/addresses';
import { deliveryCountryList } from '@shop/core/policies';
import type { ShopIntent, SupportIntent } from '../classifier/index.ts';
import { categoryList, knowledge as k } from './knowledge.ts';

export const faqReplies: Record<SupportIntent | ShopIntent, string> = {
  cancel_order: `You can cancel an order yourself until it is dispatched: open it under ${orderTexts.myOrders} in the profile menu and choose Cancel order, or ask me here once you are logged in. Cancelling before dispatch is free and your payment is refunded. If it is already on its way, you can return it instead. ${k.returns}`,
  change_order: `To change an order (add or remove items, change quantities), contact our team before it is dispatched: ${k.contact}. ${k.cutOff}`,
  change_shipping_address: `To change the delivery address of an order, contact our team before it is dispatched and give the new address: ${k.contact}. For a new order, choose the delivery address at checkout: the billing address, one from your address book, or a new one.`,
  check_cancellation_fee: `There is no cancellation fee at ${k.shopName}: cancelling an order before it is dispatched is free and you get the full amount back. After dispatch you can return the item free of charge. ${k.returns}`,
  check_invoice: `Each paid order has a VAT invoice: open the order under My orders and choose Invoice to see or download it as a PDF (a refund adds a credit note beside it). If you cannot find it, our team can check it with you: ${k.contact}.`,
  check_payment_methods: `${k.paymentMethods} ${k.securePayment}`,
  check_refund_policy: `${k.moneyBack} ${k.returns} ${k.refundTiming}`,
  complaint: `I am sorry things went wrong. Please tell our customer care team what happened, with your order number if you have one: ${k.contact}. ${k.complaintAnswer}`,
  contact_customer_service: `You can ${k.contact}. I can also answer questions about products, orders and our policies here at any time.`,
  contact_human_agent: `To talk to a person, ${k.contact}. Please include your order number if you have one, so that our team can help straight away.`,
  create_account: `To create an account, choose SignUp in the profile menu at the top of any page, then enter a username, your email, a password and a profile picture (JPEG, PNG or GIF). Your account is ready as soon as you submit the form.`,
  delete_account: `We are sorry to see you go. You can delete your account yourself: open Settings (the gear icon in the header), go to "Delete my account" and confirm with your password. Your orders stay for our accounts without your details, your reviews stay under "${accountDeletionMessages.formerCustomer}", and "Download my data" there gives you a copy first. Or write to us from the email address you signed up with: ${k.contact}. ${k.accountDeletion}`,
  delivery_options: `${k.shipping} Every order is delivered to your door by tracked courier; we deliver to ${deliveryCountryList}. ${k.cutOff} You get a tracking number by email once your order leaves our warehouse.`,
  delivery_period: `${k.delivery} ${k.cutOff} Your dispatch email has the tracking number.`,
  edit_account: `To edit your account, open Settings (the gear icon in the header): there you can change your username and profile picture. For any other change, contact us: ${k.contact}.`,
  get_invoice: `Your VAT invoice is on the order's page: open it under My orders and choose Invoice to download the PDF. Refunds add a credit note beside it. For another copy by email, ask our team: ${k.contact}.`,
  get_refund: `To get a refund, return the item or contact us with the order number. ${k.moneyBack} ${k.refundTiming}`,
  newsletter_subscription: `To subscribe to the ${k.shopName} newsletter, or to unsubscribe, write to us from your email address: ${k.contact}. Every newsletter also has an unsubscribe link at the bottom, and we never share your email address.`,
  payment_issue: `Sorry your payment did not go through. Please check the card number, expiry date and security code, and that your bank has approved the payment, then try again at checkout. If you were charged but have no order confirmation, contact us and we will sort it out: ${k.contact}.`,
  place_order: `To order, open the Shop, choose a product and press Add to Cart; then open your Cart and choose Checkout. You need to be logged in to check out. ${k.shipping}`,
  recover_password: `To reset your password, choose "Forgot password?" on the Login page and enter the email address you signed up with: we email you a link to set a new one. If it has not arrived within a few minutes, look in your spam folder, or contact us: ${k.contact}.`,
  registration_problems: `Sorry you are having trouble signing up. Please check that every field is filled in, that the email address is not already registered, and that your picture is a JPEG, PNG or GIF file. If it still fails, tell us what error you see: ${k.contact}.`,
  review: `Thank you for wanting to share your opinion! Open the product in the Shop, choose the Reviews tab, pick a rating from 1 to 5 stars and write your review; you need to be logged in.`,
  set_up_shipping_address: `Save your delivery addresses in the address book in Settings (the gear icon): add (up to ${ADDRESS_BOOK_LIMIT}), edit, delete and choose a default, which checkout then offers first. At checkout you can also send an order to the billing address or to a new one. Each order keeps the delivery address it was placed with.`,
  switch_account: `To switch to another account, choose Logout in the profile menu and log in again with the other account's email and password.`,
  track_order: `Once your order leaves our warehouse, you get an email with its courier tracking number to follow it. ${k.delivery} For any question about it: ${k.contact}.`,
  track_refund: `${k.refundTiming} If your refund has not arrived by then, contact us with your order number: ${k.contact}.`,
  shipping_cost: `${k.shipping} Your total is your subtotal, with nothing added for delivery.`,
  returns_policy: `${k.returns} Returns are free. To start a return, open the order under ${orderTexts.myOrders}, choose the items and quantities and say why, or ask me here once you are logged in. We email you at once that we have your request; once we accept it, we email you to print its returns slip from the order page, and where to send the items. When they arrive we email you and refund them. Sofas and chairs are collected from your door: ${k.contact} to book a day. ${k.moneyBack}`,
  secure_payment: k.securePayment,
  support_hours: `${k.supportHours} I am here any time to answer questions about products, orders and our policies.`,
  store_location: `${k.storeLocation} We sell online, so please order on our website and we deliver to your door. ${k.shipping}`,
};

export const smallTalkReplies = {
  greeting: `Hello! I am ${k.botName}. Ask me about our ${categoryList}, prices, delivery, returns or your order.`,
  thanks: 'You are welcome! Is there anything else I can help you with?',
  goodbye: `Thank you for visiting ${k.shopName}. Goodbye!`,
  who_are_you: `I am ${k.botName}, the ${k.shopName} virtual assistant. I can tell you about our products and prices, delivery, returns, payments and your account, and put you in touch with a person when you need one.`,
  emptyMessage: `Please type your question, for example "How much is shipping?" or "What is the cheapest watch?".`,
} as const;
