import { useEffect } from 'react';
import { texts } from '../domain/texts';
import { useBrand } from './brand';

/** pageTitle('Houtland', 'Help') === 'Houtland | Help'; without a name the spec's default title. */
export function pageTitle(brand: string, name?: string | null): string {
  return name ? `${brand} | ${name}` : texts.common.defaultTitle;
}

/** Sets document.title for the current screen and restores the default when it unmounts. */
export function usePageTitle(name?: string | null): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = pageTitle(brand.name, name);
    return () => {
      document.title = texts.common.defaultTitle;
    };
  }, [brand.name, name]);
}
