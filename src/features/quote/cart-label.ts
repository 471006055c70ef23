/**
 * The cart button's label (spec §2): 'Offerte & insturen' for anonymous visitors, 'Offerte' for logged-in
 * users and for anyone when the organisation that counts has realTimePrice other than 'true'.
 */
import { texts } from '../../domain/texts';

export function cartLabel(loggedIn: boolean, realTimePrice: string | null | undefined): string {
  if (loggedIn || realTimePrice !== 'true') return texts.quote.cart;
  return texts.quote.cartAnonymous;
}
