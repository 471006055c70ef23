/** The height that makes an element fill the window below whatever sits above it (the site header, if shown). */
import { useLayoutEffect, useRef, useState } from 'react';
import { useSiteHeaderHidden } from '../../app/shell/site-chrome';

export function useFillHeight(minimum: number, active = true) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  // The site header goes away after the page's first layout pass (its top bar hides it): measure again then.
  const headerHidden = useSiteHeaderHidden();
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => {
      if (!ref.current) return;
      const top = ref.current.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(window.innerHeight - top, minimum));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [active, minimum, headerHidden]);
  return { ref, height };
}
