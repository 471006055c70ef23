/** The two thank-you routes (brief 'Issue 6 contracts'): dealer-linked designs and all others. */
export const THANKS_PATH = '/bedankt';
export const THANKS_DEALER_PATH = '/bedankt/dealer';

export function thanksPath(dealerLinked: boolean): string {
  return dealerLinked ? THANKS_DEALER_PATH : THANKS_PATH;
}
