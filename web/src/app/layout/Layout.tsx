import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { ChatLauncher } from '../../features/chat/index.ts';
import { HydrateLater } from '../../first-load/hydration.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useFocusHeadingOnNavigation } from './use-focus-heading.ts';

/**
 * React Router names the entry a page load opens "default", so every load in a tab would share (and restore)
 * one scroll position: a typed address or a bookmark would open where another page was left. Each load gets
 * its own key instead; entries the app pushed keep theirs, so Back still restores where the visitor was.
 */
const pageLoadKey = `load-${performance.timeOrigin}`;
const scrollKey = (location: Location) => (location.key === 'default' ? pageLoadKey : location.key);

export function Layout() {
  useFocusHeadingOnNavigation();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* A page the server drew is taken over a part at a time (first-load/hydration.tsx). */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ChatLauncher />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
