import { useState } from 'react';
import { signOutEverywhere } from '../../app/session';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';

const t = dealerTexts.profile;

/** 'Overal uitloggen' (issue 24 §1): ends every session of the user on the server, this one included, then the login page. */
export function SessionsCard() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOutEverywhere();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <section className="grid gap-3 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6" data-testid="sessions-card">
      <h2 className="text-lg font-bold text-forest-900">{t.sessions}</h2>
      <p className="text-stone-600">{t.logoutEverywhereText}</p>
      <div>
        <Button variant="secondary" onClick={() => void run()} disabled={busy} data-testid="logout-everywhere">
          {busy ? t.loggingOutEverywhere : t.logoutEverywhere}
        </Button>
      </div>
      {failed && <p role="alert" className="text-sm font-semibold text-red-800">{t.logoutEverywhereFailed}</p>}
    </section>
  );
}
