/**
 * The plan's dimension labels: one line of text drawn on a 2D canvas and shown as a sprite. Pixi's Text did the
 * same for them, with ~9 KB gzipped of tagged text, word wrap, strokes, shadows and gradients the labels never
 * use, among the JavaScript the plan's first frame waits for (issue 26 item 3, ARCHITECTURE §8). The text is
 * measured and placed as Pixi 8's canvas text does it for a plain single-line style (its CanvasTextMetrics and
 * CanvasTextGenerator), so the labels keep their size and place; the canvas is the text's own size rather than
 * Pixi's power-of-two pool canvas, a smaller upload.
 */
import { CanvasSource, Rectangle, Sprite, Texture } from 'pixi.js';

/** Pixi's font metrics string and baseline symbol: ascent and descent are measured on them, once per font. */
const METRICS_TEXT = '|\u00C9q\u00C5M';
const fonts = new Map<string, { ascent: number; size: number }>();
let measuring: CanvasRenderingContext2D | null = null;

function measureContext(): CanvasRenderingContext2D {
  measuring ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  return measuring;
}

function fontMetrics(font: string, fontSize: number): { ascent: number; size: number } {
  let metrics = fonts.get(font);
  if (!metrics) {
    const context = measureContext();
    context.font = font;
    const m = context.measureText(METRICS_TEXT);
    const ascent = m.actualBoundingBoxAscent ?? 0;
    const size = ascent + (m.actualBoundingBoxDescent ?? 0);
    metrics = size === 0 ? { ascent: fontSize, size: fontSize } : { ascent, size };
    fonts.set(font, metrics);
  }
  return metrics;
}

/** A label's sprite owns its texture: destroying it frees the canvas's texture too. */
class LabelSprite extends Sprite {
  override destroy(): void {
    super.destroy(true);
  }
}

/** `text` in `fontSize` px of `fontFamily` (a CSS list of generic families), `color` as 0xRRGGBB, one px per unit. */
export function textLabel(text: string, fontFamily: string, fontSize: number, color: number): Sprite {
  // Pixi's font string for a default style: generic families stay unquoted.
  const font = `normal normal normal ${fontSize}px ${fontFamily.split(',').map((f) => f.trim()).join(',')}`;
  const metrics = fontMetrics(font, fontSize);
  const context = measureContext();
  context.font = font;
  const m = context.measureText(text);
  const bounds = (m.actualBoundingBoxRight ?? 0) + (m.actualBoundingBoxLeft ?? 0);
  const width = Math.ceil(Math.ceil(Math.max(1, Math.max(m.width, bounds))));
  const height = Math.ceil(Math.ceil(Math.max(1, metrics.size)));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // The source first: it sizes its canvas (a resize would clear what was drawn), one pixel per unit.
  const source = new CanvasSource({ resource: canvas, resolution: 1 });
  const draw = canvas.getContext('2d')!;
  draw.textBaseline = 'alphabetic';
  draw.font = font;
  draw.fillStyle = `#${color.toString(16).padStart(6, '0')}`;
  draw.fillText(text, 0, metrics.ascent);
  return new LabelSprite(new Texture({ source, frame: new Rectangle(0, 0, width, height) }));
}
