/**
 * The shape of the configurator's top bar (wide, phone, compact) and the context through which a slot's content
 * (the cart button) reads it. Generic layout state, so the screens that fill the bar's slots need not import it.
 */
import { createContext, useContext } from 'react';

export type TopBarShape = 'wide' | 'phone' | 'compact';

/** Tailwind's sm breakpoint: below it the bar takes its phone shape. */
const PHONE_MAX_WIDTH = 640;
/** A landscape window this low is a phone on its side: the plan toolbar joins the bar. */
const COMPACT_MAX_HEIGHT = 500;

export const ShapeContext = createContext<TopBarShape>('wide');

/** The shape of the bar a slot's content stands in (the cart button narrows its label on a phone). */
export function useTopBarShape(): TopBarShape {
  return useContext(ShapeContext);
}

export function topBarShape(screen: { width: number; height: number }): TopBarShape {
  if (screen.width > screen.height && screen.height < COMPACT_MAX_HEIGHT) return 'compact';
  return screen.width < PHONE_MAX_WIDTH ? 'phone' : 'wide';
}
