// The API contract: every JSON endpoint of the shop and the chat service, with the schemas of what it takes
// and the type of what it answers. The server validates with these schemas and a test checks it serves
// exactly these routes; the web app's one client is typed from them. Not JSON, so not here: the tus uploads
// (/api/uploads), the live feed (/api/events, Server-Sent Events), stored files and health checks.
import { z } from 'zod';
import { adminProductListQuerySchema } from '../admin-products.ts';
import { allOrdersQuerySchema, orderExportQuerySchema, type OrderPage } from '../all-orders.ts';
import {
  ORDER_EXPORT_PATH,
  PRODUCT_EXPORT_PATH,
  PRODUCT_IMPORT_CHECK_PATH,
  PRODUCT_IMPORT_PATH,
  type ImportReport,
} from '../catalogue-csv.ts';
import {
  emailChangeConfirmSchema,
  emailChangeSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  signupSchema,
  type PasswordResetAnswer,
  type Session,
} from '../auth.ts';
import type { ChatFeedbackReport } from '../chat-analytics.ts';
import { chatFeedbackSchema, chatRequestSchema, type ChatAgentReplies, type ChatAnswer, type ChatHistory } from '../chat.ts';
import type { DashboardSummary } from '../dashboard.ts';
import {
  discountCodeIdSchema,
  discountCodeUpdateSchema,
  newDiscountCodeSchema,
  orderQuoteSchema,
  type DiscountCode,
  type DiscountCodeList,
  type DiscountCodeUses,
  type OrderQuote,
} from '../discounts/input.ts';
import {
  orderIdSchema,
  orderRequestSchema,
  orderTransitionSchema,
  ownOrdersQuerySchema,
  returnRequestSchema,
  type Order,
  type OrderList,
  type PlacedOrder,
} from '../orders.ts';
import type { PaymentSettings } from '../payments.ts';
import { newProductSchema, productUpdateSchema } from '../product-input.ts';
import {
  productIdSchema,
  productListQuerySchema,
  productSuggestionQuerySchema,
  type Product,
  type ProductList,
  type ProductSuggestions,
} from '../products.ts';
import {
  cannedReplyIdSchema,
  cannedReplyInputSchema,
  type CannedReplies,
  type CannedReply,
  ticketAssignmentSchema,
  ticketIdSchema,
  ticketListQuerySchema,
  ticketReplySchema,
  type SupportAgents,
  type Ticket,
  type TicketList,
} from '../support.ts';
import type { StockAlertAnswer } from '../stock-alert-messages.ts';
import { stockAlertInputSchema } from '../stock-alerts.ts';
import { reviewInputSchema, reviewPageQuerySchema, type OwnReview, type Review, type ReviewPage } from '../reviews.ts';
import { userIdSchema, userListQuerySchema, userUpdateSchema, type AccountSummary, type UserList } from '../users.ts';
import { refundRequestSchema, type RefundOutcome } from '../orders/refunds.ts';
import { addressBookEntrySchema, addressIdSchema, type AddressBook, type SavedAddress } from '../addresses.ts';
import { returnDeclineSchema, returnMessages } from '../orders/returns.ts';
import { ACCOUNT_EXPORT_PATH, accountDeletionSchema, type AccountExport } from '../account-data.ts';
import {
  ownerAnswerIdSchema,
  ownerAnswerInputSchema,
  ownerAnswerPatchSchema,
  periodQuerySchema,
  tryQuestionSchema,
  type AssistantReport,
  type OwnerAnswerChanges,
  type OwnerAnswerList,
  type OwnerAnswerView,
  type TryQuestionResult,
  type UnansweredReport,
} from '../owner-answers.ts';
import { endpoint } from './endpoint.ts';

const productParams = z.object({ id: productIdSchema });
const orderParams = z.object({ id: orderIdSchema });
const returnParams = z.object({ id: orderIdSchema, returnId: z.uuid({ error: returnMessages.notFound }) });
const creditNoteParams = z.object({ id: orderIdSchema, noteId: z.uuid({ error: 'That is not a credit note of this order.' }) });
const userParams = z.object({ id: userIdSchema });
const ticketParams = z.object({ id: ticketIdSchema });
const cannedParams = z.object({ id: cannedReplyIdSchema });
const conversationParams = z.object({ id: z.uuid({ error: 'Conversation not found.' }) });
const discountCodeParams = z.object({ id: discountCodeIdSchema });
const addressParams = z.object({ id: addressIdSchema });
const ownerAnswerParams = z.object({ id: ownerAnswerIdSchema });

export type Deleted = { id: string };

export const api = {
  auth: {
    session: endpoint<Session>()('GET', '/api/auth/session'),
    signup: endpoint<Session>()('POST', '/api/auth/signup', { body: signupSchema }),
    login: endpoint<Session>()('POST', '/api/auth/login', { body: loginSchema }),
    logout: endpoint<Session>()('POST', '/api/auth/logout'),
    updateProfile: endpoint<Session>()('PATCH', '/api/auth/profile', { body: profileUpdateSchema }),
    changePassword: endpoint<PasswordResetAnswer>()('POST', '/api/auth/password', { body: passwordChangeSchema }),
    /** 202: a link went to the new address; the email changes once it is opened (`confirmEmailChange`). */
    requestEmailChange: endpoint<PasswordResetAnswer>()('POST', '/api/auth/email', { body: emailChangeSchema }),
    confirmEmailChange: endpoint<PasswordResetAnswer>()('POST', '/api/auth/email/confirm', { body: emailChangeConfirmSchema }),
    /** Always 202 with the same message, whether or not the account exists. */
    requestPasswordReset: endpoint<PasswordResetAnswer>()('POST', '/api/auth/password-reset', { body: passwordResetRequestSchema }),
    /** 400 for a used, expired or unknown token; ends the account's sessions. */
    confirmPasswordReset: endpoint<PasswordResetAnswer>()('POST', '/api/auth/password-reset/confirm', { body: passwordResetConfirmSchema }),
  },
  account: {
    /** The signed-in account's data, as a JSON download. */
    export: endpoint<AccountExport>()('GET', ACCOUNT_EXPORT_PATH),
    /** Deletes the signed-in account, confirmed by its password; 409 for the last admin who can log in. */
    remove: endpoint<{ message: string }>()('DELETE', '/api/account', { body: accountDeletionSchema }),
  },
  /** The signed-in account's own address book; another account's address answers 404. */
  addresses: {
    list: endpoint<AddressBook>()('GET', '/api/account/addresses'),
    /** 201; 409 when the book is full. The first address becomes the default. */
    add: endpoint<SavedAddress>()('POST', '/api/account/addresses', { body: addressBookEntrySchema }),
    edit: endpoint<SavedAddress>()('PATCH', '/api/account/addresses/:id', { params: addressParams, body: addressBookEntrySchema }),
    remove: endpoint<Deleted>()('DELETE', '/api/account/addresses/:id', { params: addressParams }),
  },
  products: {
    list: endpoint<ProductList>()('GET', '/api/products', { query: productListQuerySchema }),
    /**
     * Up to 6 names holding the typed text, for the header's search box. Not under /api/products/: a word
     * beside /api/products/:id would keep Hono from its fastest router for the whole app.
     */
    suggestions: endpoint<ProductSuggestions>()('GET', '/api/suggestions', { query: productSuggestionQuerySchema }),
    get: endpoint<Product>()('GET', '/api/products/:id', { params: productParams }),
    create: endpoint<Product>()('POST', '/api/products', { body: newProductSchema }),
    remove: endpoint<Deleted>()('DELETE', '/api/products/:id', { params: productParams }),
  },
  reviews: {
    page: endpoint<ReviewPage>()('GET', '/api/products/:id/reviews', { params: productParams, query: reviewPageQuerySchema }),
    /** 409 when the account has reviewed the product already: it edits that review instead. */
    add: endpoint<Review>()('POST', '/api/products/:id/reviews', { params: productParams, body: reviewInputSchema }),
    own: endpoint<OwnReview>()('GET', '/api/products/:id/reviews/mine', { params: productParams }),
    edit: endpoint<Review>()('PATCH', '/api/products/:id/reviews/mine', { params: productParams, body: reviewInputSchema }),
    remove: endpoint<Deleted>()('DELETE', '/api/products/:id/reviews/mine', { params: productParams }),
  },
  stockAlerts: {
    /** 201; 409 while the product or variant is in stock. Anyone may ask, within a limit per address. */
    create: endpoint<StockAlertAnswer>()('POST', '/api/products/:id/stock-alerts', { params: productParams, body: stockAlertInputSchema }),
  },
  orders: {
    place: endpoint<PlacedOrder>()('POST', '/api/orders', { body: orderRequestSchema }),
    /** What the cart comes to with a discount code; 400 with the reason the code cannot be used. Anyone may ask. */
    quote: endpoint<OrderQuote>()('POST', '/api/quotes', { body: orderQuoteSchema }),
    mine: endpoint<OrderList>()('GET', '/api/orders', { query: ownOrdersQuerySchema }),
    get: endpoint<Order>()('GET', '/api/orders/:id', { params: orderParams }),
    confirmPayment: endpoint<Order>()('POST', '/api/orders/:id/confirm', { params: orderParams }),
    /** The owner cancels before shipping; the payment is refunded. 409 when the order can no longer be cancelled. */
    cancel: endpoint<Order>()('POST', '/api/orders/:id/cancel', { params: orderParams }),
    /** The owner asks to return a delivered order, within the return window. */
    /**
     * The owner asks to return some or all of a delivered order's items, within the return window; 409 with the
     * reason when more would go back than was bought less what is already returned or refunded.
     */
    requestReturn: endpoint<Order>()('POST', '/api/orders/:id/returns', { params: orderParams, body: returnRequestSchema }),
    /** The return's slip as a PDF, for the owner or an admin, once the return is accepted (409 before). A download, not JSON. */
    returnSlip: endpoint<Uint8Array>()('GET', '/api/orders/:id/returns/:returnId/slip', { params: returnParams }),
    /** The order's VAT invoice as a PDF, for its owner and admins; 404 for anyone else and before it is paid. */
    invoice: endpoint<ArrayBuffer>()('GET', '/api/orders/:id/invoice', { params: orderParams }),
    /** One of the order's credit notes as a PDF, for its owner and admins. */
    creditNote: endpoint<ArrayBuffer>()('GET', '/api/orders/:id/credit-notes/:noteId', { params: creditNoteParams }),
  },
  payments: {
    settings: endpoint<PaymentSettings>()('GET', '/api/payments/config'),
    /** Stripe posts how a payment ended, signed; 400 when the signature does not match, 404 where no secret is set. */
    stripeWebhook: endpoint<{ received: true }>()('POST', '/api/payments/stripe/webhook'),
  },
  admin: {
    dashboard: endpoint<DashboardSummary>()('GET', '/api/admin/dashboard'),
    users: endpoint<UserList>()('GET', '/api/admin/users', { query: userListQuerySchema }),
    removeUser: endpoint<Deleted>()('DELETE', '/api/admin/users/:id', { params: userParams }),
    updateUser: endpoint<AccountSummary>()('PATCH', '/api/admin/users/:id', { params: userParams, body: userUpdateSchema }),
    orders: endpoint<OrderPage>()('GET', '/api/admin/orders', { query: allOrdersQuerySchema }),
    order: endpoint<Order>()('GET', '/api/admin/orders/:id', { params: orderParams }),
    /** 409 with the reason when the lifecycle refuses the move. */
    transitionOrder: endpoint<Order>()('POST', '/api/admin/orders/:id/transition', { params: orderParams, body: orderTransitionSchema }),
    /** An amount, lines and quantities, or neither for all that is left; 409 with the reason when more than is left. */
    refundOrder: endpoint<RefundOutcome>()('POST', '/api/admin/orders/:id/refunds', { params: orderParams, body: refundRequestSchema }),
    /** A return's steps after the request; 409 with the reason when the return is not at the step before. */
    acceptReturn: endpoint<Order>()('POST', '/api/admin/orders/:id/returns/:returnId/accept', { params: returnParams }),
    declineReturn: endpoint<Order>()('POST', '/api/admin/orders/:id/returns/:returnId/decline', {
      params: returnParams,
      body: returnDeclineSchema,
    }),
    receiveReturn: endpoint<Order>()('POST', '/api/admin/orders/:id/returns/:returnId/receive', { params: returnParams }),
    products: endpoint<ProductList>()('GET', '/api/admin/products', { query: adminProductListQuerySchema }),
    updateProduct: endpoint<Product>()('PATCH', '/api/admin/products/:id', { params: productParams, body: productUpdateSchema }),
    /** Every product, with its variants and stock, as a CSV download (streamed), not JSON. */
    exportProducts: endpoint<ArrayBuffer>()('GET', PRODUCT_EXPORT_PATH),
    /** The orders of the list's filter and a range of UK days as a CSV download (streamed), one row per order line; not JSON. */
    exportOrders: endpoint<ArrayBuffer>()('GET', ORDER_EXPORT_PATH, { query: orderExportQuerySchema }),
    /**
     * The dry run of a catalogue import: the body is the CSV file itself (text/csv), not JSON. Answers what it would
     * do and each row's problems, and writes nothing; 400, 413 or 415 for a file that cannot be read as one.
     */
    checkProductImport: endpoint<ImportReport>()('POST', PRODUCT_IMPORT_CHECK_PATH),
    /** The import itself, the CSV file as the body: every row or none, in one transaction; 400 naming the first problem. */
    importProducts: endpoint<ImportReport>()('POST', PRODUCT_IMPORT_PATH),
    discountCodes: endpoint<DiscountCodeList>()('GET', '/api/admin/discount-codes'),
    /** 409 when a code of that name exists. */
    createDiscountCode: endpoint<DiscountCode>()('POST', '/api/admin/discount-codes', { body: newDiscountCodeSchema }),
    updateDiscountCode: endpoint<DiscountCode>()('PATCH', '/api/admin/discount-codes/:id', {
      params: discountCodeParams,
      body: discountCodeUpdateSchema,
    }),
    discountCodeUses: endpoint<DiscountCodeUses>()('GET', '/api/admin/discount-codes/:id/uses', { params: discountCodeParams }),
    chatFeedback: endpoint<ChatFeedbackReport>()('GET', '/api/admin/chat-feedback'),
    tickets: endpoint<TicketList>()('GET', '/api/admin/tickets', { query: ticketListQuerySchema }),
    ticket: endpoint<Ticket>()('GET', '/api/admin/tickets/:id', { params: ticketParams }),
    /** 409 once the ticket is closed. */
    replyToTicket: endpoint<Ticket>()('POST', '/api/admin/tickets/:id/replies', { params: ticketParams, body: ticketReplySchema }),
    closeTicket: endpoint<Ticket>()('POST', '/api/admin/tickets/:id/close', { params: ticketParams }),
    /** 400 when the assignee is not an admin who can log in. */
    assignTicket: endpoint<Ticket>()('PATCH', '/api/admin/tickets/:id', { params: ticketParams, body: ticketAssignmentSchema }),
    /** The latest orders of the ticket's customer, newest first; none for a visitor's ticket. */
    ticketCustomerOrders: endpoint<OrderList>()('GET', '/api/admin/tickets/:id/orders', { params: ticketParams }),
    /** The admins a ticket can be assigned to, by name. */
    supportAgents: endpoint<SupportAgents>()('GET', '/api/admin/support-agents'),
    cannedReplies: endpoint<CannedReplies>()('GET', '/api/admin/canned-replies'),
    /** 201 with the saved reply. */
    saveCannedReply: endpoint<CannedReply>()('POST', '/api/admin/canned-replies', { body: cannedReplyInputSchema }),
    editCannedReply: endpoint<CannedReply>()('PATCH', '/api/admin/canned-replies/:id', {
      params: cannedParams,
      body: cannedReplyInputSchema,
    }),
    deleteCannedReply: endpoint<Deleted>()('DELETE', '/api/admin/canned-replies/:id', { params: cannedParams }),
    ownerAnswers: endpoint<OwnerAnswerList>()('GET', '/api/admin/assistant/answers'),
    /** 201 with the saved answer, which the assistant gives at once on every instance. */
    saveOwnerAnswer: endpoint<OwnerAnswerView>()('POST', '/api/admin/assistant/answers', { body: ownerAnswerInputSchema }),
    editOwnerAnswer: endpoint<OwnerAnswerView>()('PATCH', '/api/admin/assistant/answers/:id', {
      params: ownerAnswerParams,
      body: ownerAnswerPatchSchema,
    }),
    deleteOwnerAnswer: endpoint<Deleted>()('DELETE', '/api/admin/assistant/answers/:id', { params: ownerAnswerParams }),
    ownerAnswerChanges: endpoint<OwnerAnswerChanges>()('GET', '/api/admin/assistant/answers/:id/changes', { params: ownerAnswerParams }),
    tryOwnerAnswer: endpoint<TryQuestionResult>()('POST', '/api/admin/assistant/answers/try', { body: tryQuestionSchema }),
    unanswered: endpoint<UnansweredReport>()('GET', '/api/admin/assistant/unanswered', { query: periodQuerySchema }),
    assistantReport: endpoint<AssistantReport>()('GET', '/api/admin/assistant/report'),
  },
  chat: {
    ask: endpoint<ChatAnswer>()('POST', '/chat/get', { body: chatRequestSchema }),
    feedback: endpoint<{ ok: true }>()('POST', '/chat/feedback', { body: chatFeedbackSchema }),
    agentReplies: endpoint<ChatAgentReplies>()('GET', '/chat/conversations/:id/replies', { params: conversationParams }),
    history: endpoint<ChatHistory>()('GET', '/chat/conversation'),
    /** The customer has seen the conversation: its replies are no longer unread. */
    seen: endpoint<{ ok: true }>()('POST', '/chat/conversation/seen'),
  },
} as const;
