import { Button } from '../../ui/Button';
import { texts } from '../../domain/texts';

export function LoadFailed({ message = texts.catalog.loadFailed, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto my-16 flex max-w-md flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-card">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-red-50 text-2xl text-red-700">!</span>
      <p className="text-lg font-semibold text-stone-900">{message}</p>
      {onRetry && <Button variant="secondary" onClick={onRetry}>{texts.catalog.retry}</Button>}
    </div>
  );
}
