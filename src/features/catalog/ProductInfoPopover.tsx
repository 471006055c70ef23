import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ServedProduct as Product } from '../../api/products';
import type { InfoEntry } from '../../domain/catalog';
import { texts } from '../../domain/texts';

/** Embeds a video from a video site (YouTube or Vimeo); other addresses stay a plain link. */
export function videoEmbedUrl(url: string): string | null {
  const youtube = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,})/);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = url.match(/vimeo\.com\/(?:video\/)?(\d+)/);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/** Spec §2: PDF work drawings show only to logged-in users with an organisation. */
export function visibleEntries(entries: InfoEntry[], organizationUser: boolean): InfoEntry[] {
  return entries.filter((e) => e.type !== 'media' || e.mediaType !== 'pdf' || organizationUser);
}

function Entry({ entry }: { entry: InfoEntry }) {
  if (entry.type === 'string') {
    return (
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 text-sm">
        <dt className="font-semibold text-stone-700">{entry.key}</dt>
        <dd className="text-stone-900">{entry.value}</dd>
      </div>
    );
  }
  if (entry.mediaType === 'image') {
    return (
      <figure className="py-2">
        <img src={entry.originalUrl} alt={entry.title} loading="lazy" className="w-full rounded-xl bg-stone-100" />
        {entry.title && <figcaption className="mt-1 text-xs text-stone-500">{entry.title}</figcaption>}
      </figure>
    );
  }
  if (entry.mediaType === 'video') {
    const embed = videoEmbedUrl(entry.originalUrl);
    return embed
      ? <div className="py-2"><iframe src={embed} title={entry.title || texts.catalog.video} className="aspect-video w-full rounded-xl" allow="fullscreen; picture-in-picture" loading="lazy" /></div>
      : <a href={entry.originalUrl} target="_blank" rel="noopener noreferrer" className="block py-2 font-semibold text-forest-700 underline">{entry.title || texts.catalog.video}</a>;
  }
  return (
    <a href={entry.originalUrl} target="_blank" rel="noopener noreferrer" className="flex min-h-11 items-center gap-2 py-2 font-semibold text-forest-700 underline underline-offset-4">
      <span aria-hidden="true">📄</span>{entry.title || texts.catalog.workDrawing}
    </a>
  );
}

export function ProductInfoPopover({ product, organizationUser }: { product: Product; organizationUser: boolean }) {
  const entries = visibleEntries(product.info, organizationUser);
  const rows = entries.filter((e) => e.type === 'string');
  const media = entries.filter((e) => e.type === 'media');
  return (
    <Popover>
      <PopoverButton
        aria-label={`${texts.catalog.productInfo}: ${product.name}`}
        className="flex size-11 items-center justify-center rounded-full bg-white/95 text-forest-800 shadow-md ring-1 ring-stone-200 hover:bg-white data-open:bg-forest-700 data-open:text-white"
      >
        <span aria-hidden="true" className="font-serif text-lg font-bold italic">i</span>
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 12 }}
        transition
        className="z-50 w-[min(600px,calc(100vw-24px))] max-w-[600px] rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-stone-200 transition duration-150 data-closed:opacity-0"
      >
        <h3 className="text-lg font-bold text-forest-900">{product.name}</h3>
        {product.description && <p className="mt-1 text-sm text-stone-600">{product.description}</p>}
        {rows.length > 0 && <dl className="mt-3 divide-y divide-stone-100">{rows.map((e, i) => <Entry key={`s${i}`} entry={e} />)}</dl>}
        {media.length > 0 && <div className="mt-2">{media.map((e, i) => <Entry key={`m${i}`} entry={e} />)}</div>}
      </PopoverPanel>
    </Popover>
  );
}
