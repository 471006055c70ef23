/**
 * The floating share button (spec §1, §6): for logged-in users of an organisation whose dealerTokenActive is
 * 'true'; it shares (or copies) the current address with the organisation's dealer token added. It takes
 * the corner of the help button, which organisation users do not get, and stops above the footer as it does.
 */
import { organizationSetting } from '../../api/auth';
import { useSession } from '../../app/session';
import { useCornerPlacement } from '../../app/shell/site-chrome';
import { texts } from '../../domain/texts';
import { showToast } from '../../ui/Toast';
import { addressWithToken } from './dealer-store';

export function DealerShareButton() {
  const session = useSession();
  const corner = useCornerPlacement();
  const organization = session?.organization ?? null;
  const token = organization?.externalReference;
  if (!organization || !token || organizationSetting(organization, 'dealerTokenActive') !== 'true') return null;
  const share = async () => {
    const url = addressWithToken(window.location.href, token);
    try {
      if (navigator.share) await navigator.share({ url });
      else {
        await navigator.clipboard.writeText(url);
        showToast(texts.quote.shareCopied);
      }
    } catch {
      // The visitor closed the share sheet, or the clipboard is not allowed: nothing to report.
    }
  };
  return (
    <div className={corner.strip}>
      <button
        type="button" onClick={() => void share()} aria-label={texts.quote.shareWithToken} title={texts.quote.shareWithToken}
        data-testid="dealer-share" className={`${corner.button} bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-wood-600 text-white shadow-xl hover:bg-wood-700`}
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
      </button>
    </div>
  );
}
