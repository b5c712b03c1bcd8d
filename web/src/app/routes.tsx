// The shop's routes (docs/spec.md, Screens and routes). Every page loads on demand, so the first page ships only what it needs. The
// browser's router (router.tsx) and the server's render (server.tsx) share them.
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { RouteError } from './RouteError.tsx';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // The first page's code is still loading: keep the screen blank rather than flash a fallback.
    hydrateFallbackElement: <></>,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: () => import('../routes/home.tsx') },
      { path: 'shop', lazy: () => import('../routes/shop.tsx') },
      { path: 'shop/:id', lazy: () => import('../routes/product.tsx') },
      { path: 'cart', lazy: () => import('../routes/cart.tsx') },
      { path: 'setting', lazy: () => import('../routes/setting.tsx') },
      { path: 'checkout', lazy: () => import('../routes/checkout.tsx') },
      { path: 'orders', lazy: () => import('../routes/orders.tsx') },
      { path: 'orders/:id', lazy: () => import('../routes/order.tsx') },
      { path: 'login', lazy: () => import('../routes/login.tsx') },
      { path: 'signup', lazy: () => import('../routes/signup.tsx') },
      { path: 'forgot-password', lazy: () => import('../routes/forgot-password.tsx') },
      { path: 'reset-password', lazy: () => import('../routes/reset-password.tsx') },
      { path: 'confirm-email', lazy: () => import('../routes/confirm-email.tsx') },
      { path: 'policies/:slug', lazy: () => import('../routes/policy.tsx') },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../features/admin/index.ts')).AdminLayout }),
        children: [
          { index: true, lazy: () => import('../routes/dashboard/overview.tsx') },
          { path: 'all-products', lazy: () => import('../routes/dashboard/all-products.tsx') },
          { path: 'add-products', lazy: () => import('../routes/dashboard/add-products.tsx') },
          { path: 'import-products', lazy: () => import('../routes/dashboard/import-products.tsx') },
          { path: 'products/:id', lazy: () => import('../routes/dashboard/edit-product.tsx') },
          { path: 'users', lazy: () => import('../routes/dashboard/users.tsx') },
          { path: 'discount-codes', lazy: () => import('../routes/dashboard/discount-codes.tsx') },
          { path: 'orders', lazy: () => import('../routes/dashboard/orders.tsx') },
          { path: 'orders/:id', lazy: () => import('../routes/dashboard/order.tsx') },
          { path: 'orders/:id/packing', lazy: () => import('../routes/dashboard/order-packing.tsx') },
          { path: 'chat', lazy: () => import('../routes/dashboard/chat.tsx') },
          { path: 'support', lazy: () => import('../routes/dashboard/support.tsx') },
          { path: 'support/:id', lazy: () => import('../routes/dashboard/support-ticket.tsx') },
          { path: 'unanswered', lazy: () => import('../routes/dashboard/unanswered.tsx') },
          { path: 'answers', lazy: () => import('../routes/dashboard/answers.tsx') },
          { path: 'assistant', lazy: () => import('../routes/dashboard/assistant.tsx') },
        ],
      },
      { path: '*', lazy: () => import('../routes/not-found.tsx') },
    ],
  },
];
