// Icons of the open chat panel. Decorative: the buttons carry the labels.
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons.tsx';

/** The shop's icon frame, a touch bolder, 20px unless told. */
function PanelIcon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <Icon width={size} height={size} strokeWidth="1.9">
      {children}
    </Icon>
  );
}

export const CloseIcon = () => (
  <PanelIcon>
    <path d="M6 6l12 12M18 6 6 18" />
  </PanelIcon>
);

export const ExpandIcon = () => (
  <PanelIcon>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </PanelIcon>
);

export const ShrinkIcon = () => (
  <PanelIcon>
    <path d="M4 14h6v6M20 10h-6V4M14 10l7-7M10 14l-7 7" />
  </PanelIcon>
);

export const BotIcon = () => (
  <PanelIcon size={22}>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 13h.01M15 13h.01M9.5 17h5" />
  </PanelIcon>
);

export const PositiveIcon = () => (
  <PanelIcon size={17}>
    <path d="M7 11v9H4v-9zM7 11l4-8a2.5 2.5 0 0 1 2.5 3L13 10h5.5a2 2 0 0 1 2 2.4l-1.3 6A2 2 0 0 1 17.2 20H7" />
  </PanelIcon>
);

export const NeutralIcon = () => (
  <PanelIcon size={17}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 15h7M9 9.5h.01M15 9.5h.01" />
  </PanelIcon>
);

export const NegativeIcon = () => (
  <PanelIcon size={17}>
    <path d="M17 13V4h3v9zM17 13l-4 8a2.5 2.5 0 0 1-2.5-3l.5-4H5.5a2 2 0 0 1-2-2.4l1.3-6A2 2 0 0 1 6.8 4H17" />
  </PanelIcon>
);
