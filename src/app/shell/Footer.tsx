import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { useBrand } from '../brand';
import { BookIcon } from './icons';
import { useSiteFooterHidden } from './site-chrome';

const linkClass = 'inline-flex min-h-11 items-center rounded-md text-sm text-forest-100 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const brand = useBrand();
  const hidden = useSiteFooterHidden();
  if (hidden) return null;
  const brochureUrl = brand.brochureUrl ?? `${brand.siteUrl}/brochure`;
  const deliveryTermsUrl = brand.deliveryTermsUrl ?? `${brand.siteUrl}/leveringsvoorwaarden`;
  return (
    <footer className="mt-16 bg-forest-900 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <img src={brand.logoUrl} alt={texts.shell.logoAlt(brand.name)} className="h-9 w-auto" width={160} height={36} />
          <p className="mt-3 max-w-md text-sm text-forest-200">{texts.shell.footerTagline}</p>
        </div>
        <ButtonLink href={brochureUrl} external variant="accent" size="lg" icon={<BookIcon />} className="justify-self-start md:justify-self-end">
          {texts.shell.requestCatalogue}
        </ButtonLink>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 sm:px-6">
          <span className="text-sm text-forest-300">{texts.common.versionLabel}</span>
          <a className={linkClass} href={deliveryTermsUrl} target="_blank" rel="noopener noreferrer">{texts.shell.deliveryTerms}</a>
          {brand.developerUrl
            ? <a className={linkClass} href={brand.developerUrl} target="_blank" rel="noopener noreferrer">{texts.shell.developer}</a>
            : <span className="text-sm text-forest-300">{texts.shell.developer}</span>}
          <a className={linkClass} href={brand.siteUrl} target="_blank" rel="noopener noreferrer">{texts.shell.brandSite(brand.name)}</a>
        </div>
      </div>
    </footer>
  );
}
