/**
 * The views PDF (spec §9): four views of the model from four sides, rendered at 2480 x 1754 halved with a
 * field of view of 40 and stored as JPEG 0.9, plus the 2D plan at 1:40 drawn as vector lines from the
 * domain layout (no dependency on the 2D plan's renderer).
 */
import { Vector3 } from 'three';
import type { Configuration } from '../domain/configuration';
import { PDF_VIEWS } from '../domain/constants';
import { drawPlanInBox } from '../pdf/plan-pdf';
import type { CatalogIndex } from '../domain/pricing/types';
import type { View3d } from './view';

export interface ViewsPdfInput {
  view: View3d;
  configuration: Configuration;
  index: CatalogIndex;
  title: string;
  houseName: string;
  labels: { views: string[]; plan: string };
}

/** Render the model from four sides; answers JPEG data URLs. */
export function renderViews(view: View3d): string[] {
  const width = Math.round(PDF_VIEWS.width * PDF_VIEWS.scale);
  const height = Math.round(PDF_VIEWS.height * PDF_VIEWS.scale);
  const { renderer, camera, controls } = view;
  const saved = { pixelRatio: renderer.getPixelRatio(), fov: camera.fov, aspect: camera.aspect,
    position: camera.position.clone(), target: controls.target.clone() };
  const canvas = renderer.domElement;
  const cssWidth = canvas.clientWidth;
  const cssHeight = canvas.clientHeight;
  const frame = view.frame;
  const centre = new Vector3((frame?.width ?? 0) / 2, 1300, (frame?.length ?? 0) / 2);
  const radius = Math.hypot(frame?.width ?? 4000, frame?.length ?? 4000) / 2 + 1200;
  const distance = radius / Math.tan(((PDF_VIEWS.fov / 2) * Math.PI) / 180) * 1.05;
  const images: string[] = [];
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    camera.fov = PDF_VIEWS.fov;
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    // Front, right, rear and left, each a little from the side and above, as a visitor walks round.
    for (let i = 0; i < 4; i++) {
      const angle = (i * Math.PI) / 2 - 0.45;
      const direction = new Vector3(Math.sin(angle), 0.38, Math.cos(angle)).normalize();
      camera.position.copy(centre).addScaledVector(direction, distance);
      camera.lookAt(centre);
      view.render();
      images.push(canvas.toDataURL('image/jpeg', PDF_VIEWS.jpegQuality));
    }
  } finally {
    renderer.setPixelRatio(saved.pixelRatio);
    renderer.setSize(cssWidth || 1, cssHeight || 1, false);
    camera.fov = saved.fov;
    camera.aspect = saved.aspect;
    camera.position.copy(saved.position);
    controls.target.copy(saved.target);
    camera.updateProjectionMatrix();
    controls.update();
    view.resize();
  }
  return images;
}

type Pdf = InstanceType<typeof import('jspdf').jsPDF>;

/**
 * The plan's page: its title, the plan at 1:40 (smaller when the house and its items do not fit the page; the
 * scale printed is the one drawn), the same drawing as the quote PDF's plan.
 */
export function drawPlan(pdf: Pdf, input: Pick<ViewsPdfInput, 'configuration' | 'index' | 'houseName' | 'labels'>): void {
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  pdf.setFontSize(14);
  pdf.text(`${input.labels.plan} - ${input.houseName}`, 15, 18);
  const scale = drawPlanInBox(pdf, input.configuration, input.index, { x: 15, y: 30, width: pageWidth - 30, height: pageHeight - 40 });
  if (scale !== null) pdf.setFontSize(9).text(`1:${scale}`, 15, 25);
}

/** The whole PDF: one page per view, then the plan. */
export async function buildViewsPdf(input: ViewsPdfInput): Promise<Pdf> {
  const images = renderViews(input.view);
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  images.forEach((image, i) => {
    if (i > 0) pdf.addPage();
    pdf.addImage(image, 'JPEG', 0, 0, pageWidth, pageHeight);
    pdf.setFontSize(12);
    pdf.setTextColor(40);
    pdf.text(`${input.title} - ${input.labels.views[i]}`, 10, 10);
  });
  pdf.addPage();
  drawPlan(pdf, input);
  return pdf;
}

/** 'Offerte {number} - {title} - Aanzichten.pdf'; an unsaved design is number 0 with the house name. */
export function viewsPdfName(number: number | string | null | undefined, title: string): string {
  return `Offerte ${number || 0} - ${title} - Aanzichten.pdf`;
}
