import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface TileProps {
  href?: string;
  onClick?: () => void;
  imageUrl: string | null;
  title: ReactNode;
  subtitle?: ReactNode;
  footer?: ReactNode;
  /** Extra control in the image corner (the size step's info button); kept outside the link. */
  corner?: ReactNode;
  testId?: string;
}

/** A catalogue tile: image on top, name below, the whole card is the link. */
export function Tile({ href, onClick, imageUrl, title, subtitle, footer, corner, testId }: TileProps) {
  const body = (
    <>
      <div className="aspect-square w-2/5 shrink-0 overflow-hidden bg-[#f3f1ec] min-[520px]:aspect-[4/3] min-[520px]:w-full">
        {imageUrl && <img src={imageUrl} alt="" loading="lazy" className="size-full object-contain transition-transform duration-300 group-hover:scale-[1.03] min-[520px]:object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4 sm:p-5">
        {subtitle && <span data-testid="tile-subtitle" className="text-xs font-semibold uppercase tracking-wide text-wood-700">{subtitle}</span>}
        <span data-testid="tile-title" className="text-lg font-bold leading-snug text-forest-900">{title}</span>
        {footer && <div className="mt-auto pt-2">{footer}</div>}
      </div>
    </>
  );
  // Phones get a row (image left, text right) so several choices fit on one screen.
  const cardClass = 'group flex h-full w-full flex-row overflow-hidden min-[520px]:flex-col rounded-2xl bg-white text-left shadow-card ring-1 ring-stone-200/70 transition-shadow hover:shadow-card-hover';
  return (
    <li className="relative" data-testid={testId}>
      {href
        ? <Link href={href} className={cardClass}>{body}</Link>
        : <button type="button" onClick={onClick} className={cardClass}>{body}</button>}
      {corner && <div className="absolute left-2 top-2 min-[520px]:left-auto min-[520px]:right-2">{corner}</div>}
    </li>
  );
}

export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-4 min-[520px]:grid-cols-2 sm:gap-6 lg:grid-cols-3">{children}</ul>;
}
