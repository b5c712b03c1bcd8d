// The back-in-stock form's and answers' words, without zod: the product page's first load reads them.
export type StockAlertAnswer = { message: string };

export const stockAlertMessages = {
  prompt: 'Email me when it is back in stock',
  /** Above the sold-out variants of a product that is partly in stock. */
  someSoldOut: 'Sold out in the option you want?',
  variantLabel: 'Option',
  emailLabel: 'Your email',
  submit: 'Notify me',
  sending: 'Saving...',
  subscribed: (email: string) => `Thank you. We will email ${email} once, when it is back in stock.`,
  inStock: 'This is in stock now: you can add it to your cart.',
  chooseVariant: 'Choose one of the options shown.',
  tooMany: 'Too many back-in-stock requests from your connection. Please try again later.',
} as const;
