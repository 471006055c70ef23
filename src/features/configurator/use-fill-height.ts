/** The height that makes an element fill the window below whatever sits above it (the site header). */
import { useLayoutEffect, useRef, useState } from 'react';

export function useFillHeight(minimum: number, active = true) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
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
  }, [active, minimum]);
  return { ref, height };
}
