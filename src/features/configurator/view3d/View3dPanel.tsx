import { useEffect, useRef, useState } from 'react';
import { environment$, useBrand } from '../../../app/brand';
import { useBehaviorSubject } from '../../../app/use-observable';
import { texts } from '../../../domain/texts';
import type { Editor } from '../../../editor';
import { isCapableDevice, loadRealistic, saveRealistic } from '../../../view3d/preferences';
import { View3d } from '../../../view3d/view';
import { prepareTextures } from '../../../view3d/texture-cache';
import { prepareContext } from '../../../view3d/context-ahead';
import { absoluteUrl, arPlatform, sceneViewerIntent } from './ar';
import { installView3dHook } from './debug-hook';
import { TEST_BUILD } from '../../../app/test-build';
import { DesignReadyDialog } from './DesignReadyDialog';
import { gltfExportAllowed, isDevHost } from './dev-host';
import { SocialLinks } from './SocialLinks';
import { useExports, type ExportQuote } from './use-exports';
import { useSession } from '../../../app/session';

export interface View3dPanelProps {
  editor: Editor;
  /** Organisation setting exportGlbActive (or exportGlbExampleActive for EXAMPLE quotes) equals 'true'. */
  arExportActive: boolean;
  /** Name of the house, for export file names and the design-ready dialog. */
  houseName: string;
  /** The stored quote the design was opened from: its number and title name the views PDF, its id keys the export statistic. */
  quote?: ExportQuote | null;
}

const t = texts.view3d;


/** The 3D view of the configurator: canvas, realistic switch, exports, AR and the views PDF. */
export default function View3dPanel({ editor, arExportActive, houseName, quote = null }: View3dPanelProps) {
  const mount = useRef<HTMLDivElement>(null);
  const arLink = useRef<HTMLAnchorElement>(null);
  const [view, setView] = useState<View3d | null>(null);
  const [failed, setFailed] = useState(false);
  const [realistic, setRealistic] = useState(() => loadRealistic(isCapableDevice()));
  const [dialogOpen, setDialogOpen] = useState(false);
  const brand = useBrand();
  const environment = useBehaviorSubject(environment$);
  const devHost = isDevHost(environment, window.location.hostname);
  const platform = arPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const exports = useExports(view, editor, houseName, quote);
  const userOrganizationId = useSession()?.organization?.id ?? null;
  const { state } = exports;

  // The realistic switch may be used before the view exists (textures are made first): the view starts as it says.
  const realisticNow = useRef(realistic);

  useEffect(() => {
    const container = mount.current;
    if (!container) return;
    const closed = new AbortController();
    let created: View3d | null = null;
    let uninstall = () => {};
    // The textures' pixels first, a few ms at a time (view3d/texture-cache.ts; usually started when the plan
    // showed): made inside the view's first model build they held the page in one long task.
    // Then the WebGL context, a task per step (view3d/context-ahead.ts). Then, if a drag is in progress in the
    // plan, its end (editor/frames.ts noDrag).
    // The open's steps as performance marks (open:*, as the plan's), which bench/open-profile.ts splits a profile by.
    performance.mark('open:3d-panel');
    void prepareTextures().then(() => {
      performance.mark('open:3d-textures');
      return prepareContext();
    }).then(() => {
      performance.mark('open:3d-context');
      return editor.frames.noDrag();
    }).then(() => {
      if (closed.signal.aborted) return;
      try {
        created = new View3d(container, editor, realisticNow.current, editor.frames);
      } catch {
        setFailed(true);
        return;
      }
      const view = created;
      void view.built.then((built) => {
        if (!built || closed.signal.aborted) return;
        setView(view);
        uninstall = installView3dHook(view, editor.frames);
      }, () => { if (!closed.signal.aborted) setFailed(true); });
    });
    return () => {
      closed.abort();
      uninstall();
      created?.dispose();
      setView(null);
    };
  }, [editor]);

  useEffect(() => {
    if (TEST_BUILD && view && window.__view3d) window.__view3d.exportAr = exports.exportAr;
  }, [view, exports.exportAr]);

  const toggleRealistic = () => {
    const next = !realistic;
    setRealistic(next);
    realisticNow.current = next;
    saveRealistic(next);
    view?.setRealistic(next);
  };

  // After the AR upload: open AR on the device (the anchor carries Quick Look or the Scene Viewer intent).
  const ar = state.ar;
  useEffect(() => {
    if (!ar) return;
    if (platform === 'desktop') setDialogOpen(true);
    else arLink.current?.click();
  }, [ar, platform]);

  const arHref = ar ? (platform === 'ios' ? ar.usdzUrl
    : platform === 'android' ? sceneViewerIntent(absoluteUrl(ar.glbUrl, window.location.origin), window.location.href, houseName)
      : absoluteUrl(ar.glbUrl, window.location.origin)) : undefined;
  const busy = state.task !== null;

  return (
    <div className="relative size-full overflow-hidden bg-sky-100" data-testid="view3d-panel">
      <div ref={mount} className="absolute inset-0" role="img" aria-label={t.canvasLabel} />
      {failed && <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-stone-700">{t.webglUnavailable}</p>}

      <div className="absolute right-2 top-2 flex flex-col items-end gap-2">
        <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-xl bg-white/90 px-3 text-sm font-medium text-stone-800 shadow-sm">
          <input type="checkbox" checked={realistic} onChange={toggleRealistic} className="size-4 accent-forest-700" data-testid="realistic-toggle" />
          {t.realistic}
        </label>
        <button type="button" onClick={() => view?.resetCamera()} className="min-h-10 rounded-xl bg-white/90 px-3 text-sm font-medium text-forest-800 shadow-sm hover:bg-white">
          {t.resetCamera}
        </button>
      </div>

      {!devHost && (
        <div className="absolute left-3 top-3 flex flex-col items-start gap-3">
          <img src={brand.logoUrl} alt="" aria-hidden="true" data-testid="view3d-watermark" className="pointer-events-none h-8 opacity-40" />
          <SocialLinks pageUrl={window.location.href} houseName={houseName} brandName={brand.name} />
        </div>
      )}

      {/* Right padding keeps the row clear of the floating help button in the window's corner. */}
      <div className="absolute bottom-2 left-2 right-[4.75rem] flex flex-col gap-2">
        {busy && (
          <div className="rounded-xl bg-white/90 p-2 shadow-sm" data-testid="export-progress">
            <div className="h-2 overflow-hidden rounded-full bg-stone-200" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress}>
              <div className="h-full rounded-full bg-forest-600 transition-[width] duration-200" style={{ width: `${state.progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-stone-700" data-testid="export-message">{state.message ?? t.exporting}</p>
          </div>
        )}
        {state.error && <p role="alert" className="rounded-xl bg-red-50 p-2 text-sm text-red-800" onClick={exports.clearError}>{state.error}</p>}
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <button type="button" disabled={busy || !view} onClick={exports.downloadGlb}
            className="min-h-10 rounded-xl bg-white/95 px-2.5 text-[13px] font-semibold text-forest-800 shadow-sm hover:bg-white disabled:opacity-50 sm:px-3 sm:text-sm">
            {t.exportGlb}
          </button>
          <button type="button" disabled={busy || !view} onClick={exports.downloadViewsPdf}
            className="min-h-10 rounded-xl bg-white/95 px-2.5 text-[13px] font-semibold text-forest-800 shadow-sm hover:bg-white disabled:opacity-50 sm:px-3 sm:text-sm">
            {state.task === 'pdf' ? t.viewsPdfBusy : t.viewsPdf}
          </button>
        </div>
        {/* The AR button is the visitor's main action here: its own row, full width on a phone, nearest the thumb. */}
        {arExportActive && (
          <button type="button" disabled={busy || !view} onClick={exports.exportAr} data-testid="ar-button"
            className="min-h-11 w-full rounded-xl bg-wood-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-wood-700 disabled:opacity-50 sm:w-auto sm:self-start">
            {t.arButton}
          </button>
        )}
      </div>

      {ar && arHref && (
        <a ref={arLink} href={arHref} rel="ar" data-testid="ar-link" data-glb={ar.glbUrl} data-usdz={ar.usdzUrl} className="sr-only">
          <img src={brand.logoUrl} alt={t.openAr} />
        </a>
      )}

      <DesignReadyDialog
        open={dialogOpen} onClose={() => setDialogOpen(false)} url={window.location.href}
        hideQr={platform === 'android'} showGltf={gltfExportAllowed(devHost, userOrganizationId)} onExportGltf={exports.downloadGltf}
      />
    </div>
  );
}
