/**
 * 'Je {brand} ontwerp is klaar!': a QR code of the current address (its content hidden on Android, where the
 * visitor already holds the phone), 'Kopieer de link' that becomes 'Gekopieerd', and for the main supplier
 * on staging and localhost an extra 'Exporteer GLTF' (dev-host.ts).
 */
import { useEffect, useState } from 'react';
import { useBrand } from '../../../app/brand';
import { texts } from '../../../domain/texts';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

const t = texts.view3d;

interface Props {
  open: boolean;
  onClose: () => void;
  url: string;
  hideQr: boolean;
  showGltf: boolean;
  onExportGltf: () => void;
}

export function DesignReadyDialog({ open, onClose, url, hideQr, showGltf, onExportGltf }: Props) {
  const brand = useBrand();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open || hideQr) return;
    let cancelled = false;
    // The QR library loads with the dialog's first opening, not with the configurator.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(url, { margin: 1, width: 240, color: { dark: '#1f3a2b', light: '#ffffff' } }))
      .then((data) => { if (!cancelled) setQr(data); })
      .catch(() => setQr(null));
    return () => { cancelled = true; };
  }, [open, url, hideQr]);

  useEffect(() => {
    if (!open) setCopied(false);
  }, [open]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard refused (insecure context): select-and-copy fallback.
      const input = document.createElement('textarea');
      input.value = url;
      document.body.appendChild(input);
      input.select();
      document.execCommand('copy');
      input.remove();
    }
    setCopied(true);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t.designReadyTitle(brand.name)} closeLabel={t.close}
      actions={(
        <>
          {showGltf && <Button variant="secondary" onClick={onExportGltf}>{t.exportGltf}</Button>}
          <Button onClick={copy} data-testid="copy-link">{copied ? t.copied : t.copyLink}</Button>
        </>
      )}
    >
      <div data-testid="design-ready-dialog" className="flex flex-col items-center gap-3 text-center">
        {!hideQr && (
          <>
            <p className="text-sm text-stone-600">{t.designReadyHint}</p>
            {qr && <img src={qr} alt={url} data-testid="design-qr" className="size-60 rounded-xl ring-1 ring-stone-200" />}
          </>
        )}
      </div>
    </Dialog>
  );
}
