/**
 * The realistic-rendering preference (spec §9): stored in local storage, on by default for capable devices
 * (not a phone or tablet, at least four cores, a GPU that offers large textures).
 */
const STORAGE_KEY = 'view3dRealistic';

export function isCapableDevice(nav: Pick<Navigator, 'userAgent' | 'hardwareConcurrency'> = navigator, maxTextureSize = 8192): boolean {
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
  return !mobile && (nav.hardwareConcurrency ?? 2) >= 4 && maxTextureSize >= 8192;
}

export function loadRealistic(capable: boolean): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
  } catch {
    // Storage may be blocked (private mode): fall back to the device default.
  }
  return capable;
}

export function saveRealistic(value: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(value));
  } catch {
    // Not remembered then; the view still switches.
  }
}
