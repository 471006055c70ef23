/** How an example reads in /configuraties (spec §2 'Example configurations'): its title without a trailing ' - '. */
import type { DealerQuote } from '../../api/dealer-quotes';
import { to } from '../../app/routes';

/** exampleTitle('Tuinhuis - ') === 'Tuinhuis'; a title without the trailing separator stays as it is. */
export function exampleTitle(title: string): string {
  return title.replace(/\s+-\s*$/, '');
}

/** Opening an example shows it in the dealer's configurator (with the EXAMPLE warning of spec §2). */
export function examplePath(quote: Pick<DealerQuote, 'id' | 'secret' | 'organizationId'>): string {
  return to.configureViaQuoteEditor(quote.id, quote.secret, quote.organizationId);
}

/** The export download: the blob saved under its name through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
