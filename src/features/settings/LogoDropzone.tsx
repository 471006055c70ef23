import { useRef, useState, type DragEvent } from 'react';
import { uploadLogo } from '../../api/account';
import { useBrand } from '../../app/brand';
import { useSession } from '../../app/session';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';

const t = dealerTexts.subdealers;

/**
 * The logo of a sub-dealer (spec §2 'Sub-dealer screens', §5, §8): one file through POST /upload into directory
 * logo-image; a failed upload turns the dropzone red with 'Er is iets foutgegaan, neem contact op met' the supplier;
 * removing asks 'Weet je zeker dat je dit bestand wilt weghalen?'.
 */
export function LogoDropzone({ value, onChange }: { value: string | null; onChange(url: string | null): void }) {
  const brand = useBrand();
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      onChange(await uploadLogo(file, session?.idToken ?? null));
    } catch (error) {
      // The provider's message, then the dropzone's own line naming the supplier.
      setFailed(error instanceof Error && 'serverMessage' in error && typeof error.serverMessage === 'string' ? error.serverMessage : '');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    void upload(event.dataTransfer.files);
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-stone-800">{t.logo}</p>
      {value ? (
        <div className="flex items-center gap-4 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200" data-testid="logo-preview">
          <img src={value} alt={t.logo} className="h-16 w-32 object-contain" />
          <Button variant="ghost" size="sm" className="ml-auto text-red-700" onClick={() => setConfirm(true)} data-testid="logo-remove">{t.logoRemove}</Button>
        </div>
      ) : (
        <label
          onDragOver={(e) => e.preventDefault()} onDrop={drop} data-testid="logo-dropzone" data-failed={failed !== null}
          className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center text-sm ${failed !== null
            ? 'border-red-500 bg-red-50 text-red-800' : 'border-stone-300 bg-stone-50 text-stone-600 hover:border-forest-400'}`}>
          {busy ? <Spinner label={t.uploading} className="size-6" /> : failed !== null ? (
            <>
              {failed && <span className="font-semibold">{failed}</span>}
              <span>{t.uploadFailed(`${brand.name} (${brand.email})`)}</span>
            </>
          ) : <span>{t.logoDrop}</span>}
          <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" data-testid="logo-input"
            onChange={(e) => void upload(e.target.files)} />
        </label>
      )}
      <ConfirmDialog open={confirm} question={t.logoRemoveConfirm} confirmLabel={t.logoRemove}
        onCancel={() => setConfirm(false)} onConfirm={() => { onChange(null); setConfirm(false); }} />
    </div>
  );
}
