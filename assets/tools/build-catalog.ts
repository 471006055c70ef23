/**
 * Writes the seed catalogue: assets/catalog/*.json (the committed seed the server loads) and the SVG images
 * under public/catalog/. The generator is the source of truth; run `npm run seed:catalog` after a change.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from './catalog/build';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function writeImages(images: Map<string, string>): void {
  // Start clean so images of removed products do not linger.
  rmSync(join(root, 'public', 'catalog'), { recursive: true, force: true });
  for (const [url, svg] of images) {
    const file = join(root, 'public', url);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
}

function main(): void {
  const catalog = buildCatalog();
  const dir = join(root, 'assets', 'catalog');
  mkdirSync(dir, { recursive: true });
  const files: Record<string, unknown> = {
    'categories.json': catalog.categories,
    'products.json': catalog.products,
    'colors.json': catalog.colors,
    'sides.json': catalog.sides,
    'settings.json': catalog.settings,
    'faq.json': catalog.faq,
    'example-designs.json': catalog.exampleDesigns,
  };
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
  writeImages(catalog.images);
  const houses = catalog.products.filter((p) => p.productType === 'house').length;
  console.log(`Catalogue: ${catalog.categories.length} categories, ${catalog.products.length} products (${houses} houses), `
    + `${catalog.colors.length} colours, ${catalog.sides.length} sides, ${catalog.faq.length} FAQ subjects, `
    + `${catalog.exampleDesigns.length} example designs, ${catalog.images.size} images.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
