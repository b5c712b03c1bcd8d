// The admin dashboard: its layout and guard, the figures, the product, user and order tables, the chatbot
// ratings, the Support page's tickets, the discount codes, the add-product form, the catalogue and orders as CSV
// files (export, and the catalogue's import), and the assistant's
// unanswered questions, the owner's answers and the assistant's report.
export { useAdminOrder, useAllOrders } from './api/orders.ts';
export { useAssistantReport, useUnanswered } from './api/owner-answers.ts';
export { useChatFeedback } from './api/chat-feedback.ts';
export { useDashboardSummary } from './api/dashboard.ts';
export { useDiscountCodes } from './api/discount-codes.ts';
export { useAdminProducts } from './api/products.ts';
export { useTicket, useTickets } from './api/tickets.ts';
export { useUsers } from './api/users.ts';
export { AddProductForm } from './components/AddProductForm.tsx';
export { AdminHeading } from './components/AdminHeading.tsx';
export { AdminLayout } from './components/AdminLayout.tsx';
export { AssistantReport } from './components/AssistantReport.tsx';
export { ChatFeedbackReport } from './components/ChatFeedbackReport.tsx';
export { OrderCsvExport, ProductCsvActions } from './components/CsvActions.tsx';
export { DashboardInsights } from './components/DashboardInsights.tsx';
export { DiscountCodeForm } from './components/DiscountCodeForm.tsx';
export { DiscountCodesList } from './components/DiscountCodesList.tsx';
export { EditProductForm } from './components/EditProductForm.tsx';
export { FilterSelect, ListFilters } from './components/ListFilters.tsx';
export { FilterToggle } from './components/FilterToggle.tsx';
export { LoadState } from './components/LoadState.tsx';
export { OrderAdminDetails } from './components/OrderAdminDetails.tsx';
export { OrdersTable } from './components/OrdersTable.tsx';
export { OwnerAnswers } from './components/OwnerAnswers.tsx';
export { PeriodChoice } from './components/PeriodChoice.tsx';
export { PackingSlip } from './components/PackingSlip.tsx';
export { ProductImport } from './components/ProductImport.tsx';
export { ProductsTable } from './components/ProductsTable.tsx';
export { StatCards } from './components/StatCards.tsx';
export { TicketDetails } from './components/TicketDetails.tsx';
export { TicketsTable } from './components/TicketsTable.tsx';
export { TicketTimes } from './components/TicketTimes.tsx';
export { TicketStatusTabs, type TicketStatusFilter } from './components/TicketStatusTabs.tsx';
export { UnansweredGroups } from './components/UnansweredGroups.tsx';
export { UsersTable } from './components/UsersTable.tsx';
export { useListParams } from './use-list-params.ts';
export { usePageInRange } from './use-page-in-range.ts';
