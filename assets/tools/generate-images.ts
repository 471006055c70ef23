/** Regenerates only the catalogue images under public/catalog/ (npm run seed:images); the JSON is untouched. */
import { buildCatalog } from './catalog/build';
import { writeImages } from './build-catalog';

const { images } = buildCatalog();
writeImages(images);
console.log(`Wrote ${images.size} catalogue images.`);
