/** The social links of the 3D view: round icon links, each opening the network's share page in a new tab. */
import { texts } from '../../../domain/texts';
import { socialLinks, type SocialNetwork } from './social-links';

const ICONS: Record<SocialNetwork, { bg: string; path: string }> = {
  whatsapp: {
    bg: 'bg-[#1f8f4e]',
    path: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.9 12.6c-.2.6-1.2 1.1-1.7 1.2-.4 0-.9.1-2.9-.7-2.4-1-4-3.5-4.1-3.6-.1-.2-1-1.3-1-2.5s.6-1.8.9-2c.2-.3.5-.3.6-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.6 2 1.1.9 2 1.2 2.3 1.4.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2Z',
  },
  facebook: {
    bg: 'bg-[#1b5fc4]',
    path: 'M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.2-1.4 1.4-1.4h1.5V5.1c-.3 0-1.1-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.1H8.1v2.9h2.4V21h3Z',
  },
  pinterest: {
    bg: 'bg-[#c0152a]',
    path: 'M12 3a9 9 0 0 0-3.3 17.4c-.1-.7-.1-1.8 0-2.6l1.1-4.5s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.6-3.9-4-3.9-2.7 0-4.3 2-4.3 4.1 0 .8.3 1.7.7 2.2l.1.3-.3 1c0 .2-.2.2-.4.1-1.2-.6-1.9-2.3-1.9-3.7 0-3 2.2-5.8 6.3-5.8 3.3 0 5.9 2.4 5.9 5.5 0 3.3-2.1 6-4.9 6-1 0-1.9-.5-2.2-1.1l-.6 2.3c-.2.8-.8 1.9-1.2 2.5A9 9 0 1 0 12 3Z',
  },
  email: {
    bg: 'bg-forest-700',
    path: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm0 1.8V17h16V7.8l-8 5.2-8-5.2ZM5.3 7 12 11.3 18.7 7H5.3Z',
  },
};

export function SocialLinks({ pageUrl, houseName, brandName }: { pageUrl: string; houseName: string; brandName: string }) {
  return (
    <nav aria-label={texts.view3d.social.label} data-testid="social-links" className="flex flex-col gap-1.5">
      {socialLinks(pageUrl, houseName, brandName).map((link) => (
        <a
          key={link.network} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}
          className={`inline-flex size-9 items-center justify-center rounded-full text-white shadow-sm ring-2 ring-white/80 hover:brightness-110 ${ICONS[link.network].bg}`}
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true"><path d={ICONS[link.network].path} fillRule="evenodd" /></svg>
        </a>
      ))}
    </nav>
  );
}
