/** Icons of the configurator toolbars (stroke, currentColor). */
import { strokeIcon as svg } from '../../ui/icons';

export const MenuIcon = svg('M4 6h16M4 12h16M4 18h16');
export const UndoIcon = svg('M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3');
export const RedoIcon = svg('M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3');
export const ResetIcon = svg('M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5');
export const InfoIcon = svg('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01');
export const TargetIcon = svg('M12 3v3M12 18v3M3 12h3M18 12h3M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z');
export const RotateIcon = svg('M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5');
export const TrashIcon = svg('M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14');
export const FlipIcon = svg('M12 3v18M8 7l-5 5 5 5M16 7l5 5-5 5');
export const CloseIcon = svg('M6 6l12 12M18 6L6 18');
