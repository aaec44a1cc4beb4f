/**
 * Writes the demo catalogue's images into public/seed: one per category and subcategory, and each product's
 * 1-3 views. Run with `npx tsx lib/db/seed/generate-images.ts`; it clears public/seed first, so it is idempotent
 * and leaves no images of renamed products behind.
 */
import 'server-only';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, PRODUCTS, SUBCATEGORIES, type CatalogueCategory } from './catalogue';
import { renderImage } from './svg';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const SEED_DIR = join(PUBLIC_DIR, 'seed');

/** How the 2nd and 3rd view of a product differ from the cover: another shade, and a tilted, resized pictogram. */
const PRODUCT_VIEWS = [
  { hueShift: 0, angle: 0, scale: 1 },
  { hueShift: 22, angle: -12, scale: 0.9 },
  { hueShift: -22, angle: 10, scale: 1.08 },
];
/** Sibling subcategories get neighbouring shades of their category's colour. */
const SUBCATEGORY_HUE_STEP = 14;

const categoryByName = new Map(CATEGORIES.map((category) => [category.name, category]));

function categoryOf(name: string): CatalogueCategory {
  const category = categoryByName.get(name);
  if (!category) throw new Error(`Unknown category '${name}'`);
  return category;
}

function write(publicPath: string, svg: string): void {
  const file = join(PUBLIC_DIR, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

rmSync(SEED_DIR, { recursive: true, force: true });

for (const category of CATEGORIES) {
  write(category.image, renderImage({ title: category.name, caption: '', pictogram: category.pictogram, hue: category.hue, scale: 1.15, angle: 0 }));
}

for (const subcategory of SUBCATEGORIES) {
  const category = categoryOf(subcategory.category);
  const position = SUBCATEGORIES.filter((other) => other.category === category.name).indexOf(subcategory);
  write(
    subcategory.image,
    renderImage({
      title: subcategory.name,
      caption: category.name,
      pictogram: category.pictogram,
      hue: category.hue + position * SUBCATEGORY_HUE_STEP,
      scale: 1,
      angle: 0,
    }),
  );
}

for (const product of PRODUCTS) {
  const category = categoryOf(product.category);
  product.images.forEach((image, index) => {
    const view = PRODUCT_VIEWS[index % PRODUCT_VIEWS.length]!;
    write(
      image,
      renderImage({
        title: product.name,
        caption: product.subcategory,
        pictogram: category.pictogram,
        hue: category.hue + view.hueShift,
        scale: view.scale,
        angle: view.angle,
      }),
    );
  });
}

const imageCount = CATEGORIES.length + SUBCATEGORIES.length + PRODUCTS.reduce((sum, product) => sum + product.images.length, 0);
console.log(`Wrote ${imageCount} images to ${SEED_DIR}`);
