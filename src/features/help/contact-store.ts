import { BehaviorSubject } from 'rxjs';

/** Whether the help contact dialog is open; the floating button and the FAQ page both open it. */
export const contactOpen$ = new BehaviorSubject(false);
export const openContact = () => contactOpen$.next(true);
export const closeContact = () => contactOpen$.next(false);
