/**
 * The 2D plan of a design drawn as vectors into a box of a jsPDF page, from the domain layout (walls, options,
 * pillars, free items) with the overall dimensions. Scaled to fit the box (1:40, or smaller when the house and its
 * items do not fit); plan units are mm. The server's quote PDF and the visitor's views PDF both draw it, so the two
 * documents show the same plan.
 */
import type { jsPDF } from 'jspdf';
import type { Configuration } from '../domain/configuration';
import { DEFAULT_FURNITURE_SIZE, PDF_VIEWS } from '../domain/constants';
import { computeLayout } from '../domain/layout';
import type { CatalogIndex } from '../domain/pricing/types';

export interface Box { x: number; y: number; width: number; height: number }

/**
 * Draws the plan; answers the scale's denominator (40 for 1:40), or null when the design's house is not in the
 * catalogue (nothing drawn).
 */
export function drawPlanInBox(pdf: jsPDF, configuration: Configuration, index: CatalogIndex, box: Box): number | null {
  const house = index.products.get(configuration.selectedHouse);
  if (!house?.house) return null;
  const spec = house.house;
  const layout = computeLayout(house.id, spec, configuration, index.products, index.settings.spaceBetweenOptions);
  const items = [...configuration.furnitureProducts, ...configuration.lightStreetProducts];
  // Room for the dimension texts round the house.
  const margin = 600;
  const minX = Math.min(-spec.overhang, ...items.map((i) => i.x - 600)) - margin;
  const maxX = Math.max(spec.width + spec.overhang, ...items.map((i) => i.x + 600)) + margin;
  const minY = Math.min(-spec.overhang, ...items.map((i) => i.y - 600)) - margin;
  const maxY = Math.max(spec.length + spec.overhang, ...items.map((i) => i.y + 600)) + margin;
  const s = Math.min(1 / PDF_VIEWS.planScale, box.width / (maxX - minX), box.height / (maxY - minY));
  const ox = box.x + (box.width - (maxX - minX) * s) / 2 - minX * s;
  // Centred across, from the top of the box down (the plan's page has room below).
  const oy = box.y - minY * s;
  const X = (x: number) => ox + x * s;
  const Y = (y: number) => oy + y * s;

  // Roof overhang dashed, footprint thin.
  pdf.setDrawColor(170);
  pdf.setLineWidth(0.2);
  pdf.setLineDashPattern([1.5, 1], 0);
  pdf.rect(X(-spec.overhang), Y(-spec.overhang), (spec.width + 2 * spec.overhang) * s, (spec.length + 2 * spec.overhang) * s);
  pdf.setLineDashPattern([], 0);
  pdf.setDrawColor(120);
  pdf.rect(X(0), Y(0), spec.width * s, spec.length * s);
  // Walls thick; options as a gap in the wall with a thin line.
  const wallWidth = Math.max(0.8, 120 * s);
  pdf.setDrawColor(90, 60, 30);
  pdf.setLineWidth(wallWidth);
  for (const wall of layout.walls) pdf.line(X(wall.x1), Y(wall.y1), X(wall.x2), Y(wall.y2));
  for (const option of layout.options) {
    const half = option.width / 2;
    const [x1, y1, x2, y2] = option.direction === 'horizontal'
      ? [option.x - half, option.y, option.x + half, option.y]
      : [option.x, option.y - half, option.x, option.y + half];
    pdf.setDrawColor(255);
    pdf.setLineWidth(wallWidth + 0.2);
    pdf.line(X(x1), Y(y1), X(x2), Y(y2));
    pdf.setDrawColor(40, 110, 160);
    pdf.setLineWidth(0.5);
    pdf.line(X(x1), Y(y1), X(x2), Y(y2));
  }
  pdf.setFillColor(60, 45, 30);
  for (const pillar of layout.pillars) pdf.rect(X(pillar.x) - 60 * s, Y(pillar.y) - 60 * s, 120 * s, 120 * s, 'F');
  pdf.setDrawColor(110, 140, 90);
  pdf.setLineWidth(0.3);
  for (const item of items) {
    const product = index.products.get(item.product);
    const turned = item.rotation === 90 || item.rotation === 270;
    // Spec §9: an item without a size is drawn at the default furniture size, as in the plan.
    const w = (turned ? product?.length : product?.width) ?? DEFAULT_FURNITURE_SIZE;
    const l = (turned ? product?.width : product?.length) ?? DEFAULT_FURNITURE_SIZE;
    pdf.rect(X(item.x - w / 2), Y(item.y - l / 2), w * s, l * s);
  }
  // Dimension lines with the sizes in cm, below and to the right of the house.
  pdf.setDrawColor(60);
  pdf.setLineWidth(0.2);
  const below = Y(spec.length + spec.overhang) + 6;
  const right = X(spec.width + spec.overhang) + 6;
  pdf.line(X(0), below, X(spec.width), below);
  pdf.line(X(0), below - 1.5, X(0), below + 1.5);
  pdf.line(X(spec.width), below - 1.5, X(spec.width), below + 1.5);
  pdf.line(right, Y(0), right, Y(spec.length));
  pdf.line(right - 1.5, Y(0), right + 1.5, Y(0));
  pdf.line(right - 1.5, Y(spec.length), right + 1.5, Y(spec.length));
  pdf.setTextColor(60);
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  pdf.text(`${spec.width / 10} cm`, X(spec.width / 2), below + 5, { align: 'center' });
  pdf.text(`${spec.length / 10} cm`, right + 5, Y(spec.length / 2), { angle: 90, align: 'center' });
  pdf.setTextColor(0);
  return Math.round(1 / s);
}
