// The header's search button. The search box and its suggestions load only when a visitor reaches for it,
// so they cost the landing page nothing.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons.tsx';
import styles from './SearchLauncher.module.css';

const loadCombobox = () => import('./SearchCombobox.tsx');
const SearchCombobox = lazy(() => loadCombobox().then((module) => ({ default: module.SearchCombobox })));

type Props = { buttonClassName: string };

export function SearchLauncher({ buttonClassName }: Props) {
  // Open on the page where it was opened: a new page (a suggestion chosen, a link followed) closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label="Search"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPointerEnter={() => void loadCombobox()}
        onFocus={() => void loadCombobox()}
        onClick={() => setOpenOn(isOpen ? null : location.key)}
      >
        <SearchIcon />
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        {isOpen && (
          <div className="container">
            <Suspense fallback={<p className={styles.loading}>Loading search...</p>}>
              <SearchCombobox id={`${panelId}-search`} onClose={close} />
            </Suspense>
          </div>
        )}
      </div>
    </>
  );
}
