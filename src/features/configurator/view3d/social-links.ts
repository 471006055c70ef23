/**
 * The 3D view's social links (spec §2): share the page of the design on WhatsApp, Facebook, Pinterest or by
 * e-mail. They are plain links to the networks' own share pages, so nothing of theirs loads in the app.
 */
import { texts } from '../../../domain/texts';

export type SocialNetwork = 'whatsapp' | 'facebook' | 'pinterest' | 'email';

export interface SocialLink { network: SocialNetwork; label: string; href: string }

export function socialLinks(pageUrl: string, houseName: string, brandName: string): SocialLink[] {
  const t = texts.view3d.social;
  const message = t.message(houseName, brandName);
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'whatsapp', label: t.whatsapp, href: `https://wa.me/?text=${encodeURIComponent(`${message} ${pageUrl}`)}` },
    { network: 'facebook', label: t.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'pinterest', label: t.pinterest, href: `https://pinterest.com/pin/create/button/?url=${url}&description=${encodeURIComponent(message)}` },
    { network: 'email', label: t.email, href: `mailto:?subject=${encodeURIComponent(message)}&body=${encodeURIComponent(`${message}\n\n${pageUrl}`)}` },
  ];
}
