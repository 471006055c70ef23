/**
 * The PDF download (spec §4 'Download': idle, downloading, error; §8 'Fout bij downloaden'): asks the server for
 * the quote's PDF, then saves it as 'Offerte {number} - {title}.pdf'.
 */
import { useState } from 'react';
import type { QuotePdf } from '../../api/delivery';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';

const t = dealerTexts.delivery;

export type DownloadState = 'idle' | 'downloading' | 'error';

export function PdfDownloadButton({ load, fileName, download, variant = 'secondary' }: {
  load(): Promise<QuotePdf>;
  fileName: string;
  download(url: string, fileName: string): Promise<void>;
  variant?: 'primary' | 'secondary';
}) {
  const [state, setState] = useState<DownloadState>('idle');
  const start = async () => {
    setState('downloading');
    try {
      const pdf = await load();
      await download(pdf.url, fileName);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return (
    <span className="relative inline-flex flex-col items-start">
      <Button variant={variant} size="sm" onClick={() => void start()} disabled={state === 'downloading'} data-testid="quote-download" data-state={state}>
        {state === 'downloading' ? t.downloading : t.download}
      </Button>
      {state === 'error' && <span role="alert" className="mt-1 text-sm font-semibold text-red-700" data-testid="quote-download-error">{t.downloadFailed}</span>}
    </span>
  );
}
