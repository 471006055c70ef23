/** A dealer opening an EXAMPLE quote is told its saved changes are visible to consumers (spec §2 'Customer dialog'). */
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const t = dealerTexts.quotePage;

export function ExampleWarning({ open, onBack, onContinue }: { open: boolean; onBack(): void; onContinue(): void }) {
  return (
    <Dialog
      open={open} onClose={onContinue} title={t.exampleTitle}
      actions={(
        <>
          <Button variant="secondary" onClick={onBack} data-testid="example-back">{t.exampleBack}</Button>
          <Button onClick={onContinue} data-testid="example-continue">{t.exampleContinue}</Button>
        </>
      )}
    >
      <p data-testid="example-warning">{t.exampleText}</p>
    </Dialog>
  );
}
