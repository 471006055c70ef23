/**
 * The quote PDF (issue 10 §2), made on the server with jsPDF: brand mark and address, the dealer's block, the
 * customer's block, 'Offerte {number}' with date, due date, reference and seller, the lines per category
 * (amount, name with the colour of brush lines, price, total), subtotal, VAT per rate, total, the note, and the
 * 2D plan drawn as vectors. A4 portrait in mm; the lines run on over as many pages as they need, each page with
 * the table header again and 'Pagina x van y'. Money and dates in the Dutch format.
 */
import { jsPDF } from 'jspdf';
import type { Configuration } from '../../src/domain/configuration';
import { LINE_CATEGORIES, type LineCategory } from '../../src/domain/constants';
import { formatDate } from '../../src/domain/dates';
import { formatEuro } from '../../src/domain/money';
import type { CatalogIndex, QuoteLine, TaxTotal } from '../../src/domain/pricing/types';
import { texts } from '../../src/domain/texts';
import { dealerTexts } from '../../src/domain/dealer-texts';
import { drawPlanInBox } from '../../src/pdf/plan-pdf';

const t = dealerTexts.delivery.pdf;

export interface PdfParty {
  name: string;
  lines: string[];
}

export interface QuotePdfModel {
  number: number;
  title: string;
  date: number;
  expireDate: number | null;
  reference: string | null;
  seller: string | null;
  note: string | null;
  brand: PdfParty;
  organization: PdfParty | null;
  customer: PdfParty | null;
  /** The enabled lines, in their priced order. */
  lines: QuoteLine[];
  taxTotals: TaxTotal[];
  totalPrice: { inclTax: number; exclTax: number };
  configuration: Configuration | null;
  index: CatalogIndex | null;
}

const PAGE = { width: 210, height: 297, left: 15, right: 195, top: 15, bottom: 280 };
const COLUMNS = { amount: 15, name: 32, price: 160, total: 195 };
const BRAND_COLOUR: [number, number, number] = [194, 124, 55];

/** The brand's mark (public/brand/logo.svg) as vectors: a tile with a small wooden house. */
function drawBrandMark(pdf: jsPDF, x: number, y: number, size: number): void {
  const k = size / 36;
  pdf.setFillColor(245, 233, 214);
  pdf.roundedRect(x, y, size, size, 9 * k, 9 * k, 'F');
  pdf.setFillColor(...BRAND_COLOUR);
  pdf.rect(x + 9 * k, y + 16 * k, 18 * k, 13 * k, 'F');
  pdf.setDrawColor(...BRAND_COLOUR);
  pdf.setLineWidth(3.2 * k);
  pdf.setLineCap('round');
  pdf.line(x + 5 * k, y + 17.5 * k, x + 18 * k, y + 7 * k);
  pdf.line(x + 18 * k, y + 7 * k, x + 31 * k, y + 17.5 * k);
  pdf.setLineCap('butt');
  pdf.setFillColor(47, 74, 42);
  pdf.rect(x + 15.5 * k, y + 21 * k, 5 * k, 8 * k, 'F');
}

function partyBlock(pdf: jsPDF, party: PdfParty, x: number, y: number, heading?: string, align: 'left' | 'right' = 'left'): number {
  let cursor = y;
  if (heading) {
    pdf.setFont('helvetica', 'normal').setFontSize(8).setTextColor(120);
    pdf.text(heading.toUpperCase(), x, cursor, { align });
    cursor += 4.5;
  }
  pdf.setFont('helvetica', 'bold').setFontSize(10).setTextColor(0);
  pdf.text(party.name, x, cursor, { align });
  cursor += 4.5;
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(40);
  for (const line of party.lines.filter(Boolean)) {
    pdf.text(line, x, cursor, { align });
    cursor += 4.2;
  }
  return cursor;
}

/** Categories in the spec's line order (§9), each with its enabled lines. */
function groupLines(lines: QuoteLine[]): [LineCategory, QuoteLine[]][] {
  const order = (category: LineCategory) => LINE_CATEGORIES.indexOf(category);
  const groups = new Map<LineCategory, QuoteLine[]>();
  for (const line of lines) groups.set(line.category, [...(groups.get(line.category) ?? []), line]);
  return [...groups.entries()].sort(([a], [b]) => order(a) - order(b));
}

export function lineLabel(line: QuoteLine): string {
  return line.colorName ? `${line.name} - ${t.colour}: ${line.colorName}` : line.name;
}

export function buildQuotePdf(model: QuotePdfModel): Buffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  pdf.setProperties({ title: dealerTexts.delivery.quoteName(model.number, model.title), creator: model.brand.name });

  // Header: brand mark, name and address on the left; the dealer's block on the right.
  drawBrandMark(pdf, PAGE.left, PAGE.top, 14);
  pdf.setFont('helvetica', 'bold').setFontSize(16).setTextColor(...BRAND_COLOUR);
  pdf.text(model.brand.name, PAGE.left + 18, PAGE.top + 6);
  pdf.setFont('helvetica', 'normal').setFontSize(8).setTextColor(90);
  model.brand.lines.filter(Boolean).forEach((line, i) => pdf.text(line, PAGE.left + 18, PAGE.top + 10.5 + i * 3.6));
  let headerBottom = PAGE.top + 10.5 + model.brand.lines.length * 3.6;
  if (model.organization) headerBottom = Math.max(headerBottom, partyBlock(pdf, model.organization, PAGE.right, PAGE.top + 3, undefined, 'right'));

  // Customer on the left, the quote's facts on the right.
  let y = Math.max(headerBottom, PAGE.top + 30) + 8;
  const customerBottom = model.customer ? partyBlock(pdf, model.customer, PAGE.left, y, t.customer) : y;
  pdf.setFont('helvetica', 'bold').setFontSize(18).setTextColor(0);
  pdf.text(t.quote(model.number), 120, y + 2);
  pdf.setFontSize(11);
  pdf.text(pdf.splitTextToSize(model.title, PAGE.right - 120) as string[], 120, y + 8);
  const facts: [string, string][] = [
    [t.date, formatDate(model.date) ?? '-'],
    [t.dueDate, formatDate(model.expireDate) ?? '-'],
    [t.reference, model.reference || '-'],
    [t.seller, model.seller || '-'],
  ];
  pdf.setFontSize(9);
  facts.forEach(([label, value], i) => {
    pdf.setFont('helvetica', 'normal').setTextColor(110).text(label, 120, y + 16 + i * 4.6);
    pdf.setTextColor(0).text(value, 148, y + 16 + i * 4.6);
  });
  y = Math.max(customerBottom, y + 16 + facts.length * 4.6) + 8;

  // The lines, per category.
  const tableHeader = () => {
    pdf.setFont('helvetica', 'bold').setFontSize(8.5).setTextColor(90);
    pdf.text(t.amount, COLUMNS.amount, y);
    pdf.text(t.description, COLUMNS.name, y);
    pdf.text(t.price, COLUMNS.price, y, { align: 'right' });
    pdf.text(t.total, COLUMNS.total, y, { align: 'right' });
    pdf.setDrawColor(180).setLineWidth(0.3).line(PAGE.left, y + 1.8, PAGE.right, y + 1.8);
    y += 6.5;
  };
  const room = (needed: number, withHeader = true) => {
    if (y + needed <= PAGE.bottom) return;
    pdf.addPage();
    y = PAGE.top + 5;
    if (withHeader) tableHeader();
  };
  tableHeader();
  for (const [category, lines] of groupLines(model.lines)) {
    room(14);
    pdf.setFont('helvetica', 'bold').setFontSize(10).setTextColor(...BRAND_COLOUR);
    pdf.text(texts.lineCategoryLabels[category] ?? category, PAGE.left, y);
    pdf.text(formatEuro(lines.reduce((sum, l) => sum + l.total, 0)), COLUMNS.total, y, { align: 'right' });
    y += 5.5;
    for (const line of lines) {
      const name = pdf.setFont('helvetica', 'normal').setFontSize(9).splitTextToSize(lineLabel(line), COLUMNS.price - COLUMNS.name - 22) as string[];
      room(name.length * 4 + 1.5);
      pdf.setTextColor(0);
      pdf.text(String(line.amount), COLUMNS.amount, y);
      pdf.text(name, COLUMNS.name, y);
      pdf.text(formatEuro(line.price), COLUMNS.price, y, { align: 'right' });
      pdf.text(formatEuro(line.total), COLUMNS.total, y, { align: 'right' });
      y += name.length * 4 + 1.5;
    }
    y += 2.5;
  }

  // Totals.
  room(12 + model.taxTotals.length * 5, false);
  pdf.setDrawColor(180).setLineWidth(0.3).line(110, y, PAGE.right, y);
  y += 5;
  const totalRow = (label: string, cents: number, bold = false) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(bold ? 11 : 9.5).setTextColor(0);
    pdf.text(label, 112, y);
    pdf.text(formatEuro(cents), COLUMNS.total, y, { align: 'right' });
    y += bold ? 6 : 5;
  };
  totalRow(t.subtotal, model.totalPrice.exclTax);
  for (const tax of model.taxTotals) totalRow(t.vat(tax.name), tax.taxAmount);
  totalRow(t.grandTotal, model.totalPrice.inclTax, true);

  if (model.note?.trim()) {
    const note = pdf.setFont('helvetica', 'normal').setFontSize(9).splitTextToSize(model.note.trim(), PAGE.right - PAGE.left) as string[];
    room(8 + note.length * 4, false);
    y += 4;
    pdf.setFont('helvetica', 'bold').setFontSize(10).text(t.note, PAGE.left, y);
    y += 5;
    pdf.setFont('helvetica', 'normal').setFontSize(9).text(note, PAGE.left, y);
    y += note.length * 4;
  }

  // The plan: below the totals when it fits (at least 110 mm), else on its own page.
  if (model.configuration && model.index) {
    if (PAGE.bottom - y < 120) {
      pdf.addPage();
      y = PAGE.top;
    } else y += 8;
    pdf.setFont('helvetica', 'bold').setFontSize(11).setTextColor(0).text(t.plan, PAGE.left, y + 2);
    drawPlanInBox(pdf, model.configuration, model.index, { x: PAGE.left, y: y + 6, width: PAGE.right - PAGE.left, height: PAGE.bottom - y - 8 });
  }

  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    pdf.setFont('helvetica', 'normal').setFontSize(8).setTextColor(120);
    pdf.text(`${dealerTexts.delivery.quoteName(model.number, model.title)}`, PAGE.left, 290);
    pdf.text(t.page(page, pages), PAGE.right, 290, { align: 'right' });
  }
  return Buffer.from(pdf.output('arraybuffer'));
}
