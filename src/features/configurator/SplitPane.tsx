/**
 * Two panes with a draggable divider: side by side with a vertical divider on wide screens, stacked with a
 * horizontal divider in portrait. Pointer (mouse and touch) and arrow keys move it.
 */
import { useRef, useState, type ReactNode } from 'react';
import { texts } from '../../domain/texts';

const MIN = 0.2;
const MAX = 0.8;

export function SplitPane({ sideBySide, first, second }: { sideBySide: boolean; first: ReactNode; second: ReactNode }) {
  const [ratio, setRatio] = useState(sideBySide ? 0.5 : 0.55);
  const box = useRef<HTMLDivElement>(null);
  const clamp = (r: number) => Math.min(MAX, Math.max(MIN, r));
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!(e.target as HTMLElement).hasPointerCapture(e.pointerId) || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    setRatio(clamp(sideBySide ? (e.clientX - rect.left) / rect.width : (e.clientY - rect.top) / rect.height));
  };
  const onKey = (e: React.KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -0.05 : e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 0.05 : 0;
    if (step) { e.preventDefault(); setRatio((r) => clamp(r + step)); }
  };
  const pct = `${ratio * 100}%`;
  return (
    <div ref={box} className={`flex size-full min-h-0 min-w-0 ${sideBySide ? 'flex-row' : 'flex-col'}`}>
      <div className="relative min-h-0 min-w-0" style={sideBySide ? { width: pct } : { height: pct }}>{first}</div>
      <div
        role="separator"
        tabIndex={0}
        aria-label={texts.configurator.divider}
        aria-orientation={sideBySide ? 'vertical' : 'horizontal'}
        aria-valuenow={Math.round(ratio * 100)}
        aria-valuemin={MIN * 100}
        aria-valuemax={MAX * 100}
        data-testid="split-divider"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKey}
        className={`group relative z-10 flex shrink-0 touch-none items-center justify-center bg-stone-200 hover:bg-wood-300 focus-visible:bg-wood-300 focus-visible:outline-none ${sideBySide ? 'w-2 cursor-col-resize' : 'h-3 cursor-row-resize'}`}
      >
        <span className={`rounded-full bg-stone-400 group-hover:bg-wood-600 ${sideBySide ? 'h-10 w-1' : 'h-1 w-12'}`} />
      </div>
      <div className="relative min-h-0 min-w-0 flex-1">{second}</div>
    </div>
  );
}
