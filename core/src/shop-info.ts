// Facts about the retailer shown in the footer and answered by the chatbot: one source for both.

export const shopInfo = {
  email: 'support@multimart.example',
  phone: '+44 116 496 0123',
  address: '12 Market Street, Leicester LE1 5AB, United Kingdom',
  city: 'Leicester',
  country: 'United Kingdom',
  supportHours: '9am - 5pm',
  supportDays: 'Monday to Saturday',
  shippingCutOff: '5pm',
  website: 'https://multimart.example',
} as const;

const DELIVERY_WORKING_DAYS = { min: 2, max: 4 } as const;

/** Service times and terms the chatbot and the policy pages (policies.ts) quote; one place so that every page that states them agrees. */
export const serviceTerms = {
  deliveryWorkingDaysMin: DELIVERY_WORKING_DAYS.min,
  deliveryWorkingDaysMax: DELIVERY_WORKING_DAYS.max,
  deliveryWorkingDays: `${DELIVERY_WORKING_DAYS.min} to ${DELIVERY_WORKING_DAYS.max}`,
  largeItemDeliveryWorkingDays: 10,
  refundIssuedWorkingDays: 2,
  refundOnCardWorkingDays: 5,
  complaintAnswerWorkingDays: 2,
  accountDeletionDays: 30,
  paymentMethods: 'Visa, Mastercard and American Express debit and credit cards',
} as const;
