/**
 * Whether the configurator's plan has drawn its first frame and the 3D view's code has arrived after it (issue 26
 * item 3): parts of the screen a visitor does not need before they see the plan (the product menu's code, the
 * quote panel, the phone's help menu, the tutorial) load then, so the JavaScript the plan waits for stays small
 * (ARCHITECTURE §8: ≤ 280 KB gzipped) and three.js does not share a slow connection with them. Outside a
 * configurator page (no provider) everything loads at once, as before.
 */
import { createContext, useContext } from 'react';

export const PlanShownContext = createContext(true);

export function usePlanShown(): boolean {
  return useContext(PlanShownContext);
}
