import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ChatLauncher } from '../../features/chat/ChatLauncher.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ChatLauncher />
      <ScrollRestoration />
    </>
  );
}
