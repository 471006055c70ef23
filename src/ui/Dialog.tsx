import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-props';

export type { DialogProps };

// Headless UI's Dialog (focus trap, portal, inert siblings, transitions) is code no page needs until a dialog opens,
// and most pages mount theirs closed: it loads on the first open, and stays mounted after it for the closing
// transition and later opens.
const DialogFrame = lazy(() => import('./DialogFrame').then((m) => ({ default: m.DialogFrame })));

export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}><DialogFrame {...props} /></Suspense>;
}
