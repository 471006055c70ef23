/** slugify('Tuinhuis met overkapping 300 × 250') === 'tuinhuis-met-overkapping-300-x-250' */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[×x]/gi, (m) => (m === '×' ? 'x' : m))
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';
}
