import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './global.css';
import { router } from './router.tsx';
import { CartProvider } from '../state/cart/cart-store.tsx';
import { connectLiveFeed } from '../lib/live-feed.ts';
import { queryClient } from '../lib/query-client.ts';
import { whenPageIdle } from '../lib/when-page-idle.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Changes made elsewhere matter once the page is up; the first render goes first.
whenPageIdle(() => connectLiveFeed(queryClient));

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </QueryClientProvider>
  </StrictMode>,
);
