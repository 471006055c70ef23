/** What a dialog takes: shared by Dialog (the lazy shell) and DialogFrame (the Headless UI dialog it loads). */
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons, right-aligned on wide screens and stacked full width on phones. */
  actions?: ReactNode;
  maxWidth?: string;
  closeLabel?: string;
}
