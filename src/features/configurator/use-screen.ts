import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '../../domain/constants';

export interface Screen { width: number; height: number; landscape: boolean; mobile: boolean; wide: boolean }

const read = (): Screen => {
  const width = window.innerWidth;
  const height = window.innerHeight;
  return { width, height, landscape: width > height, mobile: width < BREAKPOINTS.sm, wide: width >= BREAKPOINTS.wide };
};

/** Window size classes of the configurator layout (spec §9 breakpoints), updated on resize and rotation. */
export function useScreen(): Screen {
  const [screen, setScreen] = useState(read);
  useEffect(() => {
    const onResize = () => setScreen(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return screen;
}
