/**
 * The views PDF (spec §9): four views of the model from four sides, rendered at 2480 x 1754 halved with a
 * field of view of 40 and stored as JPEG 0.9, plus the 2D plan at 1:40 drawn as vector lines from the
 * domain layout (no dependency on the 2D plan's renderer).
 */
import { Vector3 } from 'three';
import type { Configuration } from '../domain/configuration';
import { PDF_VIEWS } from '../domain/constants';
import { computeLayout } from '../domain/layout';
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

/** The 2D plan at 1:40 (PDF units are mm, plan units mm / 40), centred on the page. */
export function drawPlan(pdf: Pdf, input: Pick<ViewsPdfInput, 'configuration' | 'index' | 'houseName' | 'labels'>): void {
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const house = input.index.products.get(input.configuration.selectedHouse);
  if (!house?.house) return;
  const spec = house.house;
  const layout = computeLayout(house.id, spec, input.configuration, input.index.products, input.index.settings.spaceBetweenOptions);
  const s = 1 / PDF_VIEWS.planScale;
  // Centre the house and the items around it (items may stand up to 6 m outside).
  const items = [...input.configuration.furnitureProducts, ...input.configuration.lightStreetProducts];
  const minX = Math.min(-spec.overhang, ...items.map((i) => i.x - 1000));
  const maxX = Math.max(spec.width + spec.overhang, ...items.map((i) => i.x + 1000));
  const minY = Math.min(-spec.overhang, ...items.map((i) => i.y - 1000));
  const maxY = Math.max(spec.length + spec.overhang, ...items.map((i) => i.y + 1000));
  const ox = (pageWidth - (maxX - minX) * s) / 2 - minX * s;
  const oy = (pageHeight - (maxY - minY) * s) / 2 - minY * s + 8;
  const X = (x: number) => ox + x * s;
  const Y = (y: number) => oy + y * s;
  pdf.setFontSize(14);
  pdf.text(`${input.labels.plan} - ${input.houseName}`, 15, 18);
  pdf.setFontSize(9);
  pdf.text('1:40', 15, 25);
  // Footprint and roof overhang.
  pdf.setDrawColor(170);
  pdf.setLineWidth(0.2);
  pdf.setLineDashPattern([1.5, 1], 0);
  pdf.rect(X(-spec.overhang), Y(-spec.overhang), (spec.width + 2 * spec.overhang) * s, (spec.length + 2 * spec.overhang) * s);
  pdf.setLineDashPattern([], 0);
  pdf.setDrawColor(120);
  pdf.rect(X(0), Y(0), spec.width * s, spec.length * s);
  // Walls as thick lines, options as gaps with a thin frame line.
  pdf.setDrawColor(90, 60, 30);
  pdf.setLineWidth(2.2);
  for (const wall of layout.walls) pdf.line(X(wall.x1), Y(wall.y1), X(wall.x2), Y(wall.y2));
  for (const option of layout.options) {
    const half = option.width / 2;
    const [x1, y1, x2, y2] = option.direction === 'horizontal'
      ? [option.x - half, option.y, option.x + half, option.y]
      : [option.x, option.y - half, option.x, option.y + half];
    pdf.setDrawColor(255);
    pdf.setLineWidth(2.4);
    pdf.line(X(x1), Y(y1), X(x2), Y(y2));
    pdf.setDrawColor(40, 110, 160);
    pdf.setLineWidth(0.5);
    pdf.line(X(x1), Y(y1), X(x2), Y(y2));
  }
  pdf.setFillColor(60, 45, 30);
  for (const pillar of layout.pillars) pdf.rect(X(pillar.x) - 60 * s, Y(pillar.y) - 60 * s, 120 * s, 120 * s, 'F');
  // Furniture and lights as outlines.
  pdf.setDrawColor(110, 140, 90);
  pdf.setLineWidth(0.3);
  for (const item of [...input.configuration.furnitureProducts, ...input.configuration.lightStreetProducts]) {
    const product = input.index.products.get(item.product);
    const turned = item.rotation === 90 || item.rotation === 270;
    const w = (turned ? product?.length : product?.width) ?? 500;
    const l = (turned ? product?.width : product?.length) ?? 500;
    pdf.rect(X(item.x - w / 2), Y(item.y - l / 2), w * s, l * s);
  }
  // Overall dimensions in cm.
  pdf.setTextColor(60);
  pdf.setFontSize(9);
  pdf.text(`${spec.width / 10} cm`, X(spec.width / 2), Y(spec.length) + 10, { align: 'center' });
  pdf.text(`${spec.length / 10} cm`, X(spec.width) + 10, Y(spec.length / 2), { angle: 90 });
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
