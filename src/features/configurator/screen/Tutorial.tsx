/**
 * The configurator tutorial (spec §2): 6 steps, shown once automatically and then remembered in localStorage
 * under 'hasSeenWizard'; a click on the backdrop or 'Volgende' advances, 'Uitleg sluiten' closes.
 */
import { useState } from 'react';
import { TUTORIAL_STEPS } from '../../../domain/constants';
import { texts } from '../../../domain/texts';
import { Button } from '../../../ui/Button';
import { rememberWizardSeen } from './wizard-seen';

const t = texts.quote;

export function Tutorial({ onClose }: { onClose(): void }) {
  const [step, setStep] = useState(0);
  const last = step >= TUTORIAL_STEPS - 1;
  const close = () => { rememberWizardSeen(); onClose(); };
  const next = () => { if (last) close(); else setStep((s) => s + 1); };
  const content = t.tutorial[step];
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4" role="dialog" aria-modal="true" aria-labelledby="tutorial-title" data-testid="tutorial">
      <div className="absolute inset-0 bg-stone-900/60" aria-hidden="true" onClick={next} data-testid="tutorial-backdrop" />
      <div className="relative w-full max-w-md rounded-t-3xl bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl sm:rounded-3xl">
        <p className="text-xs font-semibold uppercase tracking-wide text-wood-700" data-testid="tutorial-step">{t.tutorialStep(step + 1, TUTORIAL_STEPS)}</p>
        <h2 id="tutorial-title" className="mt-1 text-xl font-bold text-forest-900">{content.title}</h2>
        <p className="mt-2 text-stone-700">{content.text}</p>
        <div className="mt-4 flex gap-1.5" aria-hidden="true">
          {t.tutorial.map((_, i) => <span key={i} className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-forest-600' : 'bg-stone-200'}`} />)}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>{t.tutorialClose}</Button>
          {!last && <Button onClick={next}>{t.tutorialNext}</Button>}
        </div>
      </div>
    </div>
  );
}
