/**
 * The 2D plan on the page: mounts src/plan2d, and puts the page parts around it: 'Herstel positie', the
 * placement and brush banners, the toolbar of the selected window, door or item, and the spec's delete
 * confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import { texts } from '../../domain/texts';
import type { Editor, SelectedEntity } from '../../editor';
import { clearTool, installPlanProbe, loadMountPlan, rotateCommand, type PlanController, type PlanTool } from '../../plan2d';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { showToast } from '../../ui/Toast';
import { CloseIcon, FlipIcon, RotateIcon, TargetIcon, TrashIcon } from './icons';
import { ToolButton } from './ToolButton';
import { useObservable } from '../../app/use-observable';

const t = texts.configurator;
const coarse = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

interface PlanPanelProps {
  editor: Editor;
  tool: PlanTool;
  onFirstFrame?: () => void;
  /** When the plan's pan and zoom may load (plan2d mount's `gesturesAfter`). */
  gesturesAfter?: () => Promise<unknown>;
}

export function PlanPanel({ editor, tool, onFirstFrame, gesturesAfter }: PlanPanelProps) {
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<PlanController | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const firstFrame = useRef(onFirstFrame);
  firstFrame.current = onFirstFrame;
  const gesturesWhen = useRef(gesturesAfter);
  gesturesWhen.current = gesturesAfter;

  useEffect(() => {
    let disposed = false;
    let mounted: PlanController | null = null;
    let uninstallProbe: (() => void) | null = null;
    const element = host.current!;
    void loadMountPlan().then((mountPlan) => (disposed ? null : mountPlan(element, {
      editor,
      onMessage: (text) => showToast(text, 'error'),
      onRequestDelete: (eid) => setConfirmDelete(eid),
      onFirstFrame: () => firstFrame.current?.(),
      gesturesAfter: async () => gesturesWhen.current?.(),
    }))).then((plan) => {
      if (!plan) return;
      if (disposed) { plan.destroy(); return; }
      mounted = plan;
      uninstallProbe = installPlanProbe(editor, plan);
      controller.current = plan;
      // Ready for input: the camera's pan and zoom load after the plan's first frame (plan2d/render/camera.ts).
      void plan.view.gestures.then(() => { if (!disposed) setReady(true); });
    });
    return () => { disposed = true; uninstallProbe?.(); mounted?.destroy(); controller.current = null; };
  }, [editor]);

  const selected = useObservable<SelectedEntity | null>(editor.streams.selected$, null);
  const entity = selected?.uid ?? null;
  const kind = selected?.kind;
  const run = (command: Parameters<Editor['dispatch']>[0] | null) => {
    if (!command) return;
    const result = editor.dispatch(command);
    if (!result.ok) showToast(result.reason, 'error');
  };
  const touch = coarse();
  const banner = tool.kind === 'item' ? (touch ? t.placeBannerTouch : t.placeBanner)
    : tool.kind === 'brush' ? (tool.colorId === 'deleteColor' ? t.deleteColorBanner : touch ? t.brushBannerTouch : t.brushBanner) : null;

  return (
    <div className="absolute inset-0 overflow-hidden" data-testid="plan-panel" data-ready={ready}>
      <div ref={host} className="absolute inset-0" aria-label={t.plan} role="application" />
      {banner && (
        <div role="status" data-testid="plan-banner" className="pointer-events-none absolute inset-x-2 top-2 flex justify-center">
          <div className="pointer-events-auto flex items-center gap-2 rounded-xl bg-forest-800/95 py-1 pl-3 pr-1 text-sm font-semibold text-white shadow-lg">
            <span>{banner}</span>
            <button type="button" aria-label={t.stopMode} title={t.stopMode} onClick={() => clearTool(editor)} className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-white/15"><CloseIcon /></button>
          </div>
        </div>
      )}
      {/* A read-only view lets you select an object to look at, but offers nothing to change it. */}
      {entity !== null && editor.isEditable && kind !== 'other' && (
        <div role="toolbar" aria-label={kind === 'option' ? t.selectedOption : t.selectedItem} className="absolute inset-x-2 bottom-2 flex justify-center">
          <div className="flex flex-wrap items-center gap-0.5 rounded-2xl bg-white/95 p-1 shadow-lg ring-1 ring-stone-200">
            {kind === 'option' ? (
              <>
                {(['left', 'center', 'right'] as const).map((align) => (
                  <ToolButton key={align} label={align === 'left' ? t.alignLeft : align === 'center' ? t.alignCenter : t.alignRight} showLabel
                    pressed={selected?.align === align}
                    onClick={() => run({ type: 'moveOption', entity, align })}><span /></ToolButton>
                ))}
                <ToolButton label={t.flip} onClick={() => run({ type: 'flipOption', entity })}><FlipIcon /></ToolButton>
              </>
            ) : (
              <ToolButton label={t.rotate} onClick={() => run(rotateCommand(editor, entity))}><RotateIcon /></ToolButton>
            )}
            <ToolButton label={t.remove} onClick={() => setConfirmDelete(entity)}><TrashIcon /></ToolButton>
            <ToolButton label={t.deselect} onClick={() => editor.selectEntity(null)}><CloseIcon /></ToolButton>
          </div>
        </div>
      )}
      <div className={`absolute right-2 ${entity !== null ? 'bottom-16' : 'bottom-2'}`}>
        <Button variant="secondary" size="sm" icon={<TargetIcon />} onClick={() => controller.current?.resetView()} className="shadow-md">{t.resetView}</Button>
      </div>
      <Dialog
        open={confirmDelete !== null}
        onClose={() => setConfirmDelete(null)}
        title={t.deleteConfirmTitle}
        actions={(
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(null)}>{t.cancel}</Button>
            <Button variant="primary" className="bg-red-700 hover:bg-red-800" onClick={() => { if (confirmDelete !== null) controller.current?.remove(confirmDelete); setConfirmDelete(null); }}>{t.remove}</Button>
          </>
        )}
      >
        <p>{t.deleteConfirm}</p>
      </Dialog>
    </div>
  );
}
