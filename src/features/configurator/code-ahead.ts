/**
 * Requests a later part's code ahead without running it: the chunks the build listed in index.html
 * (`<meta name="code-ahead:<name>">`, scripts/code-ahead-plugin.ts) become `<link rel="modulepreload">`s, so they
 * are fetched (and parsed) now and the part's `import()` later finds them in the module map. Nothing runs until
 * that import: on a fast connection the chunks arrive at once, and running three.js's modules while the plan was
 * being built had cost the plan's first frame ~200 ms (bench/README.md, round 8). In a dev server (no meta) it
 * does nothing; the import then loads the code as before.
 */
export function requestCodeAhead(name: string, doc: Document = document): number {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="code-ahead:${name}"]`);
  const known = new Set([...doc.getElementsByTagName('link')].map((link) => link.href));
  let added = 0;
  for (const path of meta?.content.split(' ').filter(Boolean) ?? []) {
    const href = new URL(path, doc.baseURI).href;
    if (known.has(href)) continue;
    known.add(href);
    const link = doc.createElement('link');
    // As Vite's own preload of a dynamic import's chunks makes them, so its later import skips them.
    link.rel = 'modulepreload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
    added++;
  }
  return added;
}
