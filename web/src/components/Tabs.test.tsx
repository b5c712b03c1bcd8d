import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

function Panel({ name, onMount }: { name: string; onMount: () => void }) {
  onMount();
  return <p>{name} panel</p>;
}

/** Whether the panel holding `text` is shown (its tabpanel is not hidden). */
const isShown = (text: string) => !screen.getByText(text).closest<HTMLElement>('[role="tabpanel"]')?.hidden;

function renderTabs(onIntent = vi.fn()) {
  const mounts = { first: vi.fn(), second: vi.fn() };
  render(
    <Tabs
      label="Details"
      tabs={[
        { id: 'first', label: 'First', panel: <Panel name="First" onMount={mounts.first} /> },
        { id: 'second', label: 'Second', panel: <Panel name="Second" onMount={mounts.second} />, onIntent },
      ]}
    />,
  );
  return { mounts, user: userEvent.setup() };
}

describe('tabs', () => {
  it('draws a panel only once its tab is opened, so a hidden panel costs nothing on load', async () => {
    const { mounts, user } = renderTabs();
    expect(isShown('First panel')).toBe(true);
    expect(mounts.second).not.toHaveBeenCalled();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(isShown('Second panel')).toBe(true);
  });

  it('keeps an opened panel drawn, hidden, when another tab is chosen, so what was typed in it stays', async () => {
    const { mounts, user } = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    await user.click(screen.getByRole('tab', { name: 'First' }));
    expect(isShown('Second panel')).toBe(false);
    expect(isShown('First panel')).toBe(true);
    expect(mounts.second).toHaveBeenCalledTimes(1);
  });

  it('tells a tab that it is about to be opened when the pointer or focus reaches it', async () => {
    const onIntent = vi.fn();
    const { user } = renderTabs(onIntent);
    await user.hover(screen.getByRole('tab', { name: 'Second' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    screen.getByRole('tab', { name: 'Second' }).focus();
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});
