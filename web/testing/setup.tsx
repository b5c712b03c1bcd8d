// Each component test starts from an empty page and the real fetch. The router is a stand-in: react-router
// resolves to React itself under the test runner, and the forms only need Link and useNavigate from it.
import { cleanup } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { navigate } from './router-double.ts';

vi.mock('react-router-dom', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => navigate,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});
