// Facts about the retailer shown in the footer and answered by the chatbot: one source for both.

/** When the support team works (UK time): the days and hours the footer states and the chatbot counts from. */
export const supportSchedule = {
  timeZone: 'Europe/London',
  /** 0 is Sunday, as Date counts days. */
  firstDay: 1,
  lastDay: 6,
  opensHour: 9,
  closesHour: 17,
} as const;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`;

export const shopInfo = {
  email: 'support@multimart.example',
  phone: '+44 116 496 0123',
  address: '12 Market Street, Leicester LE1 5AB, United Kingdom',
  city: 'Leicester',
  country: 'United Kingdom',
  supportHours: `${hourLabel(supportSchedule.opensHour)} - ${hourLabel(supportSchedule.closesHour)}`,
  supportDays: `${WEEKDAYS[supportSchedule.firstDay]} to ${WEEKDAYS[supportSchedule.lastDay]}`,
  supportStarts: hourLabel(supportSchedule.opensHour),
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
