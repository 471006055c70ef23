/**
 * Opening an uploaded model in AR on the visitor's device: Quick Look (an <a rel="ar"> to the USDZ) on iOS,
 * Scene Viewer through an intent on Android, and on a desktop the design-ready dialog with a QR code.
 */
export type ArPlatform = 'ios' | 'android' | 'desktop';

export function arPlatform(userAgent: string, maxTouchPoints = 0): ArPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** Absolute address of an uploaded file (the upload answers a path on our origin). */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** The Scene Viewer intent for a GLB, falling back to the current page when the app is missing. */
export function sceneViewerIntent(glbUrl: string, fallbackUrl: string, title: string): string {
  const params = new URLSearchParams({ file: glbUrl, mode: 'ar_preferred', title });
  return `intent://arvr.google.com/scene-viewer/1.2?${params.toString()}#Intent;scheme=https;`
    + 'package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;'
    + `S.browser_fallback_url=${encodeURIComponent(fallbackUrl)};end;`;
}
