import { VISITOR, type Ticket } from '@shop/core/support';

/** Who handed the conversation over: the logged-in customer, or a visitor nobody knows. */
export const customerName = (ticket: Ticket) => (ticket.customer ? ticket.customer.name : VISITOR);
