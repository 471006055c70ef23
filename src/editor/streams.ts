/**
 * The editor's RxJS streams (ARCHITECTURE §4). React panels subscribe to these and never read the world.
 * - configuration$: the design, derived lazily (only while subscribed) and shared;
 * - selection$, mode$ ('normal' | 'placeItem' | 'brush'), history$ ({ canUndo, canRedo });
 * - price$: the estimate from the compute port, debounced 400 ms after the last change, never blocking an
 *   edit (a newer change cancels the pending estimate); a settled estimate names the design version it priced;
 * - status$: loading / ready / error; changes$: the dirty entity set per change, for renderers.
 */
import {
  BehaviorSubject, catchError, combineLatest, concat, distinctUntilChanged, from, map, of, shareReplay, switchMap, timer,
  type Observable,
} from 'rxjs';
import type { Configuration } from '../domain/configuration';
import { TIMINGS } from '../domain/constants';
import type { CatalogIndex, PricedQuote } from '../domain/pricing/types';
import { isItemRole, productRole } from '../domain/product-role';
import { texts } from '../domain/texts';
import type { ComputePort } from '../domain/compute-port';
import type { ChangeSet } from './transaction';

/**
 * The editor's one tool state and selection. At most one tool is in hand: a tool product (wall, option, gable,
 * item or colour product), a brush colour, or 'Kleur verwijderen'.
 */
export interface Selection {
  /** The tool product the plan applies next (wall, option, gable, item or colour product), if any. */
  productId: number | null;
  /** The 'Kleur verwijderen' brush is armed. */
  deleteColor: boolean;
  /** The brush colour in hand (a colour record id), if any. */
  brushColor: number | null;
  /** The uid of the placed entity selected in the plan, if any. */
  entity: number | null;
}

/** The selection's view-model for panels (the item toolbar): what kind of entity, and an option's alignment. */
export interface SelectedEntity {
  uid: number;
  kind: 'option' | 'furniture' | 'light' | 'other';
  align?: 'left' | 'center' | 'right';
}

export type Mode = 'normal' | 'placeItem' | 'brush';
export type Status = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };
/** `version`: the design version (one per published change) the estimate was made for. */
export type PriceState =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'ready'; quote: PricedQuote; version: number }
  | { status: 'error'; message: string; version: number };

export interface EditorStreams {
  configuration$: Observable<Configuration>;
  selection$: Observable<Selection>;
  /** The selected entity as panels show it; follows the selection and committed edits (an option moved, ...). */
  selected$: Observable<SelectedEntity | null>;
  mode$: Observable<Mode>;
  history$: BehaviorSubject<{ canUndo: boolean; canRedo: boolean }>;
  price$: Observable<PriceState>;
  status$: BehaviorSubject<Status>;
  changes$: Observable<ChangeSet>;
  dispose(): void;
}

/**
 * The plan mode a selection puts the editor in: 'brush' with a colour or 'Kleur verwijderen' in hand,
 * 'placeItem' with furniture or a light, else 'normal'. A colour product in hand is 'normal': the plan
 * brushes with colours, not with colour products (productRole 'color' is no plan tool).
 */
export function modeFor(selection: Selection, index: CatalogIndex): Mode {
  if (selection.deleteColor || selection.brushColor !== null) return 'brush';
  const product = selection.productId === null ? undefined : index.products.get(selection.productId);
  return product && isItemRole(productRole(product, index)) ? 'placeItem' : 'normal';
}

export function createEditorStreams(deps: {
  version$: BehaviorSubject<number>;
  changes$: Observable<ChangeSet>;
  selection$: BehaviorSubject<Selection>;
  editable$: BehaviorSubject<boolean>;
  getConfiguration: () => Configuration;
  compute?: ComputePort;
  priceDebounceMs?: number;
  index: CatalogIndex;
  selectedView: (uid: number | null) => SelectedEntity | null;
  canPrice: () => boolean;
}): EditorStreams {
  const history$ = new BehaviorSubject({ canUndo: false, canRedo: false });
  const status$ = new BehaviorSubject<Status>({ state: 'ready' });
  const debounce = deps.priceDebounceMs ?? TIMINGS.calculationDelayMs;
  const compute = deps.compute;
  const price$: Observable<PriceState> = !compute
    ? of({ status: 'idle' } as PriceState)
    : deps.version$.pipe(
      switchMap((version): Observable<PriceState> => {
        if (!deps.canPrice()) return of({ status: 'idle' });
        const estimate$ = timer(debounce).pipe(
          switchMap(() => from(compute.price(deps.getConfiguration()))),
          map((quote): PriceState => ({ status: 'ready', quote, version })),
          catchError(() => of<PriceState>({ status: 'error', message: texts.pricing.calculationFailed, version })),
        );
        return concat(of<PriceState>({ status: 'calculating' }), estimate$);
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  return {
    configuration$: deps.version$.pipe(
      map(() => deps.getConfiguration()),
      distinctUntilChanged(),
      shareReplay({ bufferSize: 1, refCount: true }),
    ),
    selection$: deps.selection$.asObservable(),
    selected$: combineLatest([deps.selection$, deps.version$]).pipe(
      map(([selection]) => deps.selectedView(selection.entity)),
      distinctUntilChanged((a, b) => a?.uid === b?.uid && a?.kind === b?.kind && a?.align === b?.align),
      shareReplay({ bufferSize: 1, refCount: true }),
    ),
    mode$: deps.selection$.pipe(map((s) => modeFor(s, deps.index)), distinctUntilChanged()),
    history$,
    price$,
    status$,
    changes$: deps.changes$,
    dispose: () => {
      history$.complete();
      status$.complete();
    },
  };
}
