/**
 * The export actions of the 3D panel as one small state machine: GLB download, AR (GLB + USDZ, uploaded
 * with progress, then opened on the device), GLTF download and the views PDF. The statistics call (spec §7:
 * key = the quote id, with the quote's organisation) goes out once, on the first export of an opened quote; a
 * design that is no stored quote yet has nothing to count against. The exporters, jsPDF and their helpers are
 * loaded when an export is asked for (the progress bar is already showing), not with the configurator.
 */
import { useCallback, useRef, useState } from 'react';
import type { Editor } from '../../../editor';
import { texts } from '../../../domain/texts';
import type { View3d } from '../../../view3d/view';
import { getToken } from './token';
import { countGlbExport, saveFile, uploadFile } from './upload';

const t = texts.view3d;

const exporters = () => import('../../../view3d/export');
const viewsPdf = () => import('../../../view3d/views-pdf');

export type ExportTask = 'glb' | 'ar' | 'gltf' | 'pdf';

export interface ExportState {
  task: ExportTask | null;
  /** 0..100 */
  progress: number;
  /** 'Aan het uploaden... N%' while uploading. */
  message: string | null;
  error: string | null;
  ar: { glbUrl: string; usdzUrl: string } | null;
}

const idle: ExportState = { task: null, progress: 0, message: null, error: null, ar: null };

/** The stored quote the design was opened from, as the exports name and count it. */
export interface ExportQuote {
  id: number;
  number?: number | string | null;
  title?: string | null;
  organizationId?: number | null;
}

function fileBase(houseName: string): string {
  return houseName.replace(/[^\w\- ]+/g, '').trim() || 'tuinhuis';
}

export function useExports(view: View3d | null, editor: Editor, houseName: string, quote: ExportQuote | null) {
  const [state, setState] = useState<ExportState>(idle);
  const counted = useRef(false);

  const countOnce = useCallback(() => {
    if (counted.current || !quote) return;
    counted.current = true;
    countGlbExport(String(quote.id), quote.organizationId ?? null).catch(() => {
      // A statistic must never block an export.
    });
  }, [quote]);

  const run = useCallback(async (task: ExportTask, work: (progress: (p: number, message?: string | null) => void) => Promise<Partial<ExportState> | void>) => {
    if (!view) return;
    const progress = (p: number, message: string | null = null) => setState((s) => ({ ...s, task, progress: Math.round(p), message }));
    setState((s) => ({ ...s, task, progress: 2, message: null, error: null }));
    // Let React paint the progress bar before the exporter takes the main thread.
    await new Promise((resolve) => setTimeout(resolve, 30));
    try {
      const extra = await work(progress);
      setState((s) => ({ ...s, ...extra, task: null, progress: 100, message: null }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState((s) => ({ ...s, task: null, progress: 0, message: null, error: `${task === 'ar' ? t.uploadFailed : t.exportFailed}: ${reason}` }));
    }
  }, [view]);

  const downloadGlb = useCallback(() => run('glb', async (progress) => {
    progress(10);
    const { exportGlb } = await exporters();
    progress(20);
    const { data } = await exportGlb(view!.model);
    progress(90);
    countOnce();
    saveFile(data, `${fileBase(houseName)}.glb`, 'model/gltf-binary');
  }), [run, view, houseName, countOnce]);

  const downloadGltf = useCallback(() => run('gltf', async (progress) => {
    progress(10);
    const { exportGltf } = await exporters();
    progress(20);
    const json = await exportGltf(view!.model);
    saveFile(json, `${fileBase(houseName)}.gltf`, 'model/gltf+json');
  }), [run, view, houseName]);

  const exportAr = useCallback(() => run('ar', async (progress) => {
    progress(5);
    const { exportGlb, exportUsdz } = await exporters();
    progress(10);
    const { data: glb } = await exportGlb(view!.model);
    progress(25);
    const usdz = await exportUsdz(view!.model);
    progress(40);
    countOnce();
    const token = getToken();
    const name = fileBase(houseName);
    const upload = (blob: Blob, fileName: string, from: number, to: number) => uploadFile(blob, fileName, 'ar-export', (percent) => {
      progress(from + ((to - from) * percent) / 100, t.uploading(percent));
    }, token);
    const glbUrl = await upload(new Blob([glb], { type: 'model/gltf-binary' }), `${name}.glb`, 40, 70);
    const usdzUrl = await upload(new Blob([usdz as BlobPart], { type: 'model/vnd.usdz+zip' }), `${name}.usdz`, 70, 100);
    return { ar: { glbUrl, usdzUrl } };
  }), [run, view, houseName, countOnce]);

  /** 'Offerte {number} - {title} - Aanzichten.pdf': the opened quote's number and title, else 0 and the house. */
  const downloadViewsPdf = useCallback(() => run('pdf', async (progress) => {
    const title = quote?.title?.trim() || houseName;
    progress(5);
    const { buildViewsPdf, viewsPdfName } = await viewsPdf();
    progress(10);
    const pdf = await buildViewsPdf({
      view: view!, configuration: editor.getConfiguration(), index: editor.index, title, houseName,
      labels: { views: [...t.viewNames], plan: t.plan },
    });
    progress(90);
    pdf.save(viewsPdfName(quote?.number ?? 0, title));
  }), [run, view, editor, houseName, quote]);

  return { state, downloadGlb, downloadGltf, exportAr, downloadViewsPdf, clearError: () => setState((s) => ({ ...s, error: null })) };
}
