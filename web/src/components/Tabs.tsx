import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

type Tab = {
  id: string;
  label: string;
  panel: ReactNode;
  /** The pointer or focus reached the tab: a panel that loads its code can start now. */
  onIntent?: () => void;
};

/**
 * Accessible tabs (WAI-ARIA pattern): arrow keys move between tabs; `label` names the set. A panel is drawn
 * the first time its tab opens, so hidden panels cost the page nothing on load, and stays drawn (hidden)
 * after, so what was typed in it is kept.
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const [opened, setOpened] = useState(() => new Set(selected === undefined ? [] : [selected]));
  const baseId = useId();

  const select = (id: string) => {
    setSelected(id);
    setOpened((current) => (current.has(id) ? current : new Set([...current, id])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    select(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={tab.onIntent}
            onFocus={tab.onIntent}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={selected !== tab.id}
          className={styles.panel}
        >
          {opened.has(tab.id) && tab.panel}
        </div>
      ))}
    </div>
  );
}
