/**
 * The cart button's label (spec §2): 'Offerte & insturen' for anonymous visitors, 'Offerte' for logged-in
 * users and for anyone when the organisation that counts has realTimePrice other than 'true'.
 */
import { texts } from '../../domain/texts';

export function cartLabel(loggedIn: boolean, realTimePrice: boolean): string {
  return loggedIn || !realTimePrice ? texts.quote.cart : texts.quote.cartAnonymous;
}
