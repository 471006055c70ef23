import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Spec §2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
