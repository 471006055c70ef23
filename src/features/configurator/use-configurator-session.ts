/**
 * One configurator session: loads the catalogue, starts the compute worker (Comlink) so price$ is computed off
 * the main thread, creates the editor, chooses the house and installs the read-only test hook. Everything is
 * disposed when the page unmounts or the house changes.
 */
import { useEffect, useState } from 'react';
import type { Catalog, HouseSpec, Product } from '../../domain/catalog';
import { texts } from '../../domain/texts';
import { createEditor, type Editor } from '../../editor';
import { connectComputeWorker, createComputeWorker } from '../../editor/compute-client';
import { PlanTools } from '../../plan2d';
import { installConfiguratorHook } from './test-hook';

export interface ConfiguratorSession {
  editor: Editor;
  tools: PlanTools;
  catalog: Catalog;
  house: Product & { house: HouseSpec };
}

export type SessionState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; session: ConfiguratorSession };

export function useConfiguratorSession(houseId: number, load: (signal: AbortSignal) => Promise<Catalog>): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let dispose: (() => void) | null = null;
    setState({ status: 'loading' });
    (async () => {
      const catalog = await load(controller.signal);
      const house = catalog.products.find((p) => p.id === houseId);
      if (!house || house.productType !== 'house' || !house.house) throw new Error('house not found');
      const compute = await connectComputeWorker(createComputeWorker(), catalog);
      if (controller.signal.aborted) { compute.dispose(); return; }
      const editor = createEditor({ catalog, compute });
      const result = editor.dispatch({ type: 'selectHouse', houseId });
      if (!result.ok) throw new Error(result.reason);
      editor.clearHistory();
      const tools = new PlanTools();
      const uninstall = installConfiguratorHook(editor, tools);
      dispose = () => { uninstall(); editor.dispose(); compute.dispose(); };
      setState({ status: 'ready', session: { editor, tools, catalog, house: house as Product & { house: HouseSpec } } });
    })().catch(() => {
      if (!controller.signal.aborted) setState({ status: 'error', message: texts.configurator.productLoadFailed });
    });
    return () => { controller.abort(); dispose?.(); };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module function
  }, [houseId]);
  return state;
}
