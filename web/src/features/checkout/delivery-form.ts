// The checkout's delivery part as the form holds it (one radio choice, the new address's fields, the save box),
// checked and turned into the order's delivery choice: none for the billing address, a saved address's id, or a
// new address checked by the schema the server uses.
import { z } from 'zod';
import { deliveryAddressSchema, type DeliveryAddressInput, type DeliveryChoice } from '@shop/core/addresses';

/** The radio values besides a saved address's id. */
export const SAME_AS_BILLING = 'billing';
export const NEW_ADDRESS = 'new';

export type DeliveryFormValues = { choice: string; address: DeliveryAddressInput; saveToAddressBook: boolean };

export const blankDelivery: DeliveryFormValues = {
  choice: SAME_AS_BILLING,
  address: { name: '', phone: '', streetAddress: '', city: '', postalCode: '', country: 'United Kingdom' },
  saveToAddressBook: false,
};

export const deliveryFormSchema = z
  // The new address is checked only when it is the choice: its fields may be left blank otherwise.
  .object({ choice: z.string(), address: z.custom<DeliveryAddressInput>(), saveToAddressBook: z.boolean() })
  .transform((values, context): DeliveryChoice | undefined => {
    if (values.choice === SAME_AS_BILLING) return undefined;
    if (values.choice !== NEW_ADDRESS) return { kind: 'saved', addressId: values.choice };
    const address = deliveryAddressSchema.safeParse(values.address);
    if (!address.success) {
      for (const issue of address.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['address', ...issue.path] });
      return z.NEVER;
    }
    return { kind: 'new', address: address.data, ...(values.saveToAddressBook ? { saveToAddressBook: true } : {}) };
  });
