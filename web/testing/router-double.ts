import { vi } from 'vitest';

/** Where a component under test navigated to. */
export const navigate = vi.fn();
