import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused, imageFile } from '@/tests/api';
import {
  ADMIN_PRODUCT_KEYS,
  ADMIN_REFUSALS,
  PRODUCT_KEYS,
  uniqueName,
  catalogueSnapshot,
  expectKeys,
  expectProductList,
  fakePng,
  form,
  IMAGE_URL,
  isStored,
  makeCategory,
  makeOrderShowing,
  makeProduct,
  makeSubcategory,
  oversizePng,
  png,
  refusalOptions,
  setupCatalogTest,
  storeImage,
  TINY_JPEG,
} from '@/tests/catalog';
import { POST as createRoute } from './create/route';
import { DELETE as deleteRoute } from './delete/[id]/route';
import { GET as bySubcategoryRoute } from './get/[id]/route';
import { GET as getAllRoute } from './getall/route';
import { GET as getByIdRoute } from './getbyid/[id]/route';
import { PUT as updateRoute } from './update/[id]/route';

/**
 * Products: POST create, PUT update/{id}, DELETE delete/{id}, GET getbyid/{id}, GET getall, GET get/{subcategoryId}.
 * (Search and filters: filter.test.ts.)
 */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };

const create = (options: CallOptions) => call(createRoute, 'POST', '/api/products/create', options);
const update = (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/products/update/${id}`, options, { id });
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/products/delete/${id}`, options, { id });
const getById = (id: string) => call(getByIdRoute, 'GET', `/api/products/getbyid/${id}`, {}, { id });
const getAll = (query = '') => call(getAllRoute, 'GET', `/api/products/getall${query}`);
const bySubcategory = (id: string, query = '') => call(bySubcategoryRoute, 'GET', `/api/products/get/${id}${query}`, {}, { id });

const asAdmin = { token: admin.token };
const productOf = (id: string) => prisma.product.findUnique({ where: { id } });

const category = await makeCategory(prisma, { name: 'Tea and Spices' });
const subcategory = await makeSubcategory(prisma, category.id, { name: 'Black Tea' });
const otherCategory = await makeCategory(prisma, { name: 'Handicrafts' });
const otherSubcategory = await makeSubcategory(prisma, otherCategory.id, { name: 'Masks' });

/** The multipart fields of a valid product; `overrides` replace or (with undefined) leave out fields. */
function productFields(overrides: Record<string, string | File | (string | File)[] | undefined> = {}) {
  return {
    name: 'Ceylon Black Tea',
    categoryId: category.id,
    sub_categoryId: subcategory.id,
    unit: '500 g',
    stock: '12',
    price: '1249.99',
    discount: '15',
    description: 'High-grown tea from Nuwara Eliya.',
    more_Details: JSON.stringify({ Origin: 'Nuwara Eliya', Grade: 'BOPF' }),
    ...overrides,
  };
}

describe('POST /api/products/create', () => {
  it('creates the product with its images in order: 201, "Product created", the exact reply shape', async () => {
    const reply = await create({ ...asAdmin, form: form(productFields({ images: [png('a.png'), imageFile(TINY_JPEG, 'b.jpg', 'image/jpeg')] })) });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Product created',
      data: {
        _id: expect.any(String),
        name: 'Ceylon Black Tea',
        image: [expect.stringMatching(/\.png$/), expect.stringMatching(/\.jpg$/)],
        price: 1249.99,
        discount: 15,
        stock: 12,
        unit: '500 g',
        description: 'High-grown tea from Nuwara Eliya.',
        more_Details: { Origin: 'Nuwara Eliya', Grade: 'BOPF' },
        categoryId: { _id: category.id, name: category.name },
        sub_categoryId: { _id: subcategory.id, name: subcategory.name },
        averageRating: 0,
        totalReviews: 0,
        status: 'published',
        translations: {},
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expectKeys(reply.body.data, ADMIN_PRODUCT_KEYS);
    for (const url of reply.body.data.image) {
      expect(url).toMatch(IMAGE_URL);
      expect(isStored(url)).toBe(true);
    }
    const row = await prisma.product.findUniqueOrThrow({ where: { id: reply.body.data._id } });
    expect(row.price.toFixed(2)).toBe('1249.99');
    expect(row.images).toEqual(reply.body.data.image);
  });

  it('keeps the price exact: 1249.99 with discount 15 round-trips as 1249.99', async () => {
    const created = await create({ ...asAdmin, form: form(productFields({ price: '1249.99', discount: '15' })) });
    const read = await getById(created.body.data._id);
    expect(read.body.data.price).toBe(1249.99);
    expect(read.body.data.discount).toBe(15);
    const cheap = await create({ ...asAdmin, form: form(productFields({ price: '0.1' })) });
    expect(cheap.body.data.price).toBe(0.1);
    expect((await productOf(cheap.body.data._id))?.price.toFixed(2)).toBe('0.10');
  });

  it('needs only name, category, unit, stock and price: the rest have defaults', async () => {
    const reply = await create({
      ...asAdmin,
      form: form(productFields({ sub_categoryId: undefined, discount: undefined, description: undefined, more_Details: undefined })),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ sub_categoryId: null, discount: 0, description: '', more_Details: {}, image: [] });
  });

  it('treats blank optional fields as absent', async () => {
    const reply = await create({ ...asAdmin, form: form(productFields({ sub_categoryId: '', discount: '', more_Details: '' })) });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ sub_categoryId: null, discount: 0, more_Details: {} });
  });

  it('accepts five images', async () => {
    const reply = await create({ ...asAdmin, form: form(productFields({ images: [png(), png(), png(), png(), png()] })) });
    expect(reply.status).toBe(201);
    expect(reply.body.data.image).toHaveLength(5);
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    expect((await create({ cookies: admin, form: form(productFields()) })).status).toBe(201);
  });

  it('creates a draft with status=draft: kept, but not in the shop', async () => {
    const reply = await create({ ...asAdmin, form: form(productFields({ status: 'draft' })) });
    expect(reply.status).toBe(201);
    expect(reply.body.data.status).toBe('draft');
    expect((await productOf(reply.body.data._id))?.status).toBe('DRAFT');
    expect((await getById(reply.body.data._id)).status).toBe(404);
  });

  it('refuses an unknown status (400)', async () => {
    const reply = await create({ ...asAdmin, form: form(productFields({ status: 'hidden' })) });
    expectRefused(reply, 400, 'status must be one of draft, published');
  });

  describe('refuses and changes nothing (no row, no stored file)', () => {
    const REQUIRED = 'Please fill required fields';
    const PRICE = 'Price must be a number above 0 with at most 2 decimals';
    const STOCK = 'Stock must be a whole number from 0 to 1,000,000';
    const DISCOUNT = 'Discount must be a whole percent from 0 to 100';
    const DETAILS = 'Extra details must be up to 30 name and value pairs of text';
    const tooManyDetails = JSON.stringify(Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`Key ${index}`, 'value'])));

    it.each([
      ['no name', { name: undefined }, REQUIRED],
      ['a blank name', { name: '   ' }, REQUIRED],
      ['no category', { categoryId: undefined, sub_categoryId: undefined }, REQUIRED],
      ['no unit', { unit: undefined }, REQUIRED],
      ['no stock', { stock: undefined }, REQUIRED],
      ['a blank stock', { stock: '' }, REQUIRED],
      ['no price', { price: undefined }, REQUIRED],
      ['a blank price', { price: ' ' }, REQUIRED],
      ['a price that is not a number', { price: 'cheap' }, PRICE],
      ['a price of 0', { price: '0' }, PRICE],
      ['a negative price', { price: '-5' }, PRICE],
      ['a price with 3 decimals', { price: '12.345' }, PRICE],
      ['a price of 100,000,000', { price: '100000000' }, PRICE],
      ['a stock that is not a number', { stock: 'many' }, STOCK],
      ['a negative stock', { stock: '-1' }, STOCK],
      ['a fractional stock', { stock: '1.5' }, STOCK],
      ['a stock over 1,000,000', { stock: '1000001' }, STOCK],
      ['a discount that is not a number', { discount: 'ten' }, DISCOUNT],
      ['a negative discount', { discount: '-1' }, DISCOUNT],
      ['a discount over 100', { discount: '101' }, DISCOUNT],
      ['a fractional discount', { discount: '2.5' }, DISCOUNT],
      ['more_Details that is not JSON', { more_Details: 'Origin: Kandy' }, DETAILS],
      ['more_Details that is a list', { more_Details: '["Kandy"]' }, DETAILS],
      ['more_Details with a blank key', { more_Details: '{"":"Kandy"}' }, DETAILS],
      ['more_Details with 31 pairs', { more_Details: tooManyDetails }, DETAILS],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'Product name must be at most 200 characters'],
      ['a unit over 40 characters', { unit: 'x'.repeat(41) }, 'Unit must be at most 40 characters'],
      ['a description over 5000 characters', { description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
      ['an unknown category', { categoryId: 'no-such-category', sub_categoryId: undefined }, 'Category not found'],
      ['an unknown subcategory', { sub_categoryId: 'no-such-subcategory' }, 'Subcategory not found'],
    ])('%s (400)', async (_label, overrides, message) => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...asAdmin, form: form(productFields({ ...overrides, images: [png()] })) }), 400, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a subcategory of another category (400)', async () => {
      const before = await catalogueSnapshot(prisma);
      const reply = await create({ ...asAdmin, form: form(productFields({ sub_categoryId: otherSubcategory.id, images: [png()] })) });
      expectRefused(reply, 400, 'The subcategory does not belong to the chosen category');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each([
      ['six images', () => [png(), png(), png(), png(), png(), png()], 'You can upload max 5 images'],
      ['text bytes named .png among real images', () => [png(), fakePng(), png()], 'Image must be a PNG, JPEG, WebP or GIF image'],
      ['an image over 2 MB after a good one', () => [png(), oversizePng()], 'Image must be at most 2 MB'],
    ])('%s (400)', async (_label, images, message) => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...asAdmin, form: form(productFields({ images: images() })) }), 400, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a JSON body (400)', async () => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...asAdmin, json: productFields() }), 400, 'Content-Type must be multipart/form-data');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...refusalOptions(who, sessions), form: form(productFields({ images: [png()] })) }), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('GET /api/products/getbyid/{id}', () => {
  it('answers the product in the exact shape, public', async () => {
    const product = await makeProduct(prisma, {
      categoryId: category.id,
      subcategoryId: subcategory.id,
      name: 'Cinnamon Sticks',
      price: '349.50',
      discount: 10,
      stock: 0,
      unit: '100 g',
      description: 'True Ceylon cinnamon.',
      images: ['/uploads/00000000-0000-0000-0000-000000000001.png'],
      moreDetails: { Grade: 'Alba' },
      ratingAverage: '4.50',
      ratingCount: 2,
    });
    const reply = await getById(product.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Product found',
      data: {
        _id: product.id,
        name: 'Cinnamon Sticks',
        image: ['/uploads/00000000-0000-0000-0000-000000000001.png'],
        price: 349.5,
        discount: 10,
        stock: 0,
        unit: '100 g',
        description: 'True Ceylon cinnamon.',
        more_Details: { Grade: 'Alba' },
        categoryId: { _id: category.id, name: category.name },
        sub_categoryId: { _id: subcategory.id, name: subcategory.name },
        averageRating: 4.5,
        totalReviews: 2,
        createdAt: product.createdAt.toISOString(),
        updatedAt: product.updatedAt.toISOString(),
      },
    });
  });

  it('answers 404 for an unknown id', async () => {
    expectRefused(await getById('no-such-product'), 404, 'Product not found');
  });
});

describe('PUT /api/products/update/{id}', () => {
  async function productWithImages(count: number) {
    return makeProduct(prisma, { categoryId: category.id, subcategoryId: subcategory.id, images: Array.from({ length: count }, storeImage) });
  }

  it('changes every field and keeps the images when existingImages is absent: "Product updated"', async () => {
    const product = await productWithImages(2);
    const reply = await update(product.id, {
      ...asAdmin,
      form: form(
        productFields({
          name: 'Renamed Tea',
          categoryId: otherCategory.id,
          sub_categoryId: otherSubcategory.id,
          unit: '1 kg',
          stock: '0',
          price: '999.95',
          discount: '0',
          description: 'New text',
          more_Details: '{"Size":"Large"}',
        }),
      ),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Product updated');
    expect(reply.body.data).toMatchObject({
      _id: product.id,
      name: 'Renamed Tea',
      image: product.images,
      price: 999.95,
      discount: 0,
      stock: 0,
      unit: '1 kg',
      description: 'New text',
      more_Details: { Size: 'Large' },
      categoryId: { _id: otherCategory.id, name: otherCategory.name },
      sub_categoryId: { _id: otherSubcategory.id, name: otherSubcategory.name },
      status: 'published',
    });
    expectKeys(reply.body.data, ADMIN_PRODUCT_KEYS);
    expect((await productOf(product.id))?.price.toFixed(2)).toBe('999.95');
  });

  it('removes an image left out of existingImages from storage, keeps the others and appends new ones', async () => {
    const product = await productWithImages(3);
    const [first, second, third] = product.images as [string, string, string];
    const reply = await update(product.id, { ...asAdmin, form: form(productFields({ existingImages: [third, first], images: [png()] })) });
    expect(reply.status).toBe(200);
    const images = reply.body.data.image as string[];
    expect(images).toEqual([third, first, expect.stringMatching(IMAGE_URL)]);
    expect(isStored(second)).toBe(false);
    for (const url of images) expect(isStored(url)).toBe(true);
    expect((await productOf(product.id))?.images).toEqual(images);
  });

  it('reorders the images with existingImages alone: the first is the main image, no file is removed', async () => {
    const product = await productWithImages(3);
    const [first, second, third] = product.images as [string, string, string];
    const reply = await update(product.id, { ...asAdmin, form: form(productFields({ existingImages: [second, third, first] })) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.image).toEqual([second, third, first]);
    for (const url of product.images) expect(isStored(url)).toBe(true);
  });

  it('publishes a draft and turns it back into a draft; an absent status keeps it', async () => {
    const product = await makeProduct(prisma, { categoryId: category.id, status: 'DRAFT' });
    const kept = await update(product.id, { ...asAdmin, form: form(productFields()) });
    expect(kept.body.data.status).toBe('draft');
    const published = await update(product.id, { ...asAdmin, form: form(productFields({ status: 'published' })) });
    expect(published.body.data.status).toBe('published');
    expect((await getById(product.id)).status).toBe(200);
    const drafted = await update(product.id, { ...asAdmin, form: form(productFields({ status: 'draft' })) });
    expect(drafted.body.data.status).toBe('draft');
    expect((await getById(product.id)).status).toBe(404);
  });

  it('removes every image with one empty existingImages value', async () => {
    const product = await productWithImages(2);
    const reply = await update(product.id, { ...asAdmin, form: form(productFields({ existingImages: '' })) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.image).toEqual([]);
    for (const url of product.images) expect(isStored(url)).toBe(false);
  });

  it('keeps a removed image in storage while an order item still shows it', async () => {
    const product = await productWithImages(2);
    const [shown, other] = product.images as [string, string];
    await makeOrderShowing(prisma, { userId: shopper.id, productId: product.id, image: shown });
    const reply = await update(product.id, { ...asAdmin, form: form(productFields({ existingImages: '' })) });
    expect(reply.status).toBe(200);
    expect(isStored(shown)).toBe(true);
    expect(isStored(other)).toBe(false);
  });

  it('accepts up to five images in all', async () => {
    const product = await productWithImages(3);
    const reply = await update(product.id, { ...asAdmin, form: form(productFields({ images: [png(), png()] })) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.image).toHaveLength(5);
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    const product = await productWithImages(0);
    expect((await update(product.id, { cookies: admin, form: form(productFields()) })).status).toBe(200);
  });

  describe('refuses and changes nothing (row, kept and removed files)', () => {
    it.each([
      ['more than five images in all', 4, (images: string[]) => ({ existingImages: images, images: [png(), png()] }), 'You can upload max 5 images'],
      ['six new images after removing all', 1, () => ({ existingImages: '', images: Array.from({ length: 6 }, () => png()) }), 'You can upload max 5 images'],
      ['a fake image while removing one', 2, (images: string[]) => ({ existingImages: images.slice(1), images: [fakePng()] }), 'Image must be a PNG, JPEG, WebP or GIF image'],
      ['an image over 2 MB', 1, () => ({ images: [oversizePng()] }), 'Image must be at most 2 MB'],
      ['a kept image that is not the product’s', 1, () => ({ existingImages: ['/uploads/00000000-0000-0000-0000-000000000002.png'] }), 'Kept images must be images of this product'],
      ['a price that is not a number', 1, () => ({ price: 'free' }), 'Price must be a number above 0 with at most 2 decimals'],
      ['a blank name', 1, () => ({ name: '' }), 'Please fill required fields'],
      ['a negative stock', 1, () => ({ stock: '-3' }), 'Stock must be a whole number from 0 to 1,000,000'],
      ['a discount of 150', 1, () => ({ discount: '150' }), 'Discount must be a whole percent from 0 to 100'],
      ['bad more_Details', 1, () => ({ more_Details: '{oops' }), 'Extra details must be up to 30 name and value pairs of text'],
      ['a subcategory of another category', 1, () => ({ sub_categoryId: otherSubcategory.id }), 'The subcategory does not belong to the chosen category'],
      ['an unknown category', 1, () => ({ categoryId: 'no-such-category', sub_categoryId: undefined }), 'Category not found'],
    ])('%s (400)', async (_label, count, overrides, message) => {
      const product = await productWithImages(count);
      const before = await catalogueSnapshot(prisma);
      expectRefused(await update(product.id, { ...asAdmin, form: form(productFields(overrides(product.images))) }), 400, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
      for (const url of product.images) expect(isStored(url)).toBe(true);
    });

    it('an unknown id (404)', async () => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await update('no-such-product', { ...asAdmin, form: form(productFields({ images: [png()] })) }), 404, 'Product not found');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const product = await productWithImages(2);
      const before = await catalogueSnapshot(prisma);
      const reply = await update(product.id, { ...refusalOptions(who, sessions), form: form(productFields({ existingImages: '', images: [png()] })) });
      expectRefused(reply, status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('the Sinhala and Tamil name and description (name_si, name_ta, description_si, description_ta)', () => {
  const translationsOf = async (id: string) => (await productOf(id))?.translations;

  it('are kept from the form, answered to the admin, and absent ones are left out', async () => {
    const reply = await create({ ...asAdmin, form: form(productFields({ name_si: 'ලංකා කළු තේ', description_ta: 'நுவரெலியா தேயிலை.', name_ta: '  ' })) });
    expect(reply.status).toBe(201);
    const expected = { si: { name: 'ලංකා කළු තේ' }, ta: { description: 'நுவரெலியா தேயிலை.' } };
    expect(reply.body.data).toMatchObject({ name: 'Ceylon Black Tea', translations: expected });
    expect(await translationsOf(reply.body.data._id)).toEqual(expected);
  });

  it('stay when an update sends none of them; each one sent replaces only itself, and a blank one clears it', async () => {
    const created = await create({ ...asAdmin, form: form(productFields({ name_si: 'තේ', name_ta: 'தேநீர்' })) });
    const id = created.body.data._id;
    await update(id, { ...asAdmin, form: form(productFields({ price: '10' })) });
    expect(await translationsOf(id)).toEqual({ si: { name: 'තේ' }, ta: { name: 'தேநீர்' } });
    await update(id, { ...asAdmin, form: form(productFields({ name_ta: 'கறுப்புத் தேநீர்', description_si: 'කළු තේ.' })) });
    expect(await translationsOf(id)).toEqual({ si: { name: 'තේ', description: 'කළු තේ.' }, ta: { name: 'கறுப்புத் தேநீர்' } });
    await update(id, { ...asAdmin, form: form(productFields({ name_si: '' })) });
    expect(await translationsOf(id)).toEqual({ si: { description: 'කළු තේ.' }, ta: { name: 'கறுப்புத் தேநீர்' } });
  });

  it('refuse a name over 200 characters and a description over 5000, changing nothing (400)', async () => {
    const before = await catalogueSnapshot(prisma);
    expectRefused(await create({ ...asAdmin, form: form(productFields({ name_ta: 'த'.repeat(201) })) }), 400, 'The Tamil name must be at most 200 characters');
    expectRefused(await create({ ...asAdmin, form: form(productFields({ description_si: 'ත'.repeat(5001) })) }), 400, 'The Sinhala description must be at most 5000 characters');
    expect(await catalogueSnapshot(prisma)).toEqual(before);
  });

  it('name the products of a list asked with lang=si or ta, falling back to English; English without lang', async () => {
    const name = uniqueName('Cinnamon');
    const product = await makeProduct(prisma, { categoryId: category.id, subcategoryId: otherSubcategory.id, name, description: 'Quills' });
    await prisma.product.update({ where: { id: product.id }, data: { translations: { si: { name: 'කුරුඳු' } } } });
    const shown = async (lang: string) => {
      const reply = await bySubcategory(otherSubcategory.id, `?keyword=${encodeURIComponent(name)}${lang}`);
      return reply.body.data.find((item: { _id: string }) => item._id === product.id);
    };
    expect(await shown('&lang=si')).toMatchObject({ name: 'කුරුඳු', description: 'Quills' });
    expect(await shown('&lang=ta')).toMatchObject({ name, description: 'Quills' });
    expect(await shown('')).toMatchObject({ name, description: 'Quills' });
    expectKeys(await shown('&lang=si'), PRODUCT_KEYS);
  });

  it('refuse an unknown lang (400)', async () => {
    expectRefused(await getAll('?lang=fr'), 400, 'lang must be one of en, si, ta');
  });
});

describe('DELETE /api/products/delete/{id}', () => {
  it('deletes the product and its image files: "Product deleted"', async () => {
    const product = await makeProduct(prisma, { categoryId: category.id, images: [storeImage(), storeImage()] });
    const reply = await remove(product.id, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Product deleted' });
    expect(await productOf(product.id)).toBeNull();
    for (const url of product.images) expect(isStored(url)).toBe(false);
  });

  it('keeps an image an order item still shows, and the order item loses only its product link', async () => {
    const product = await makeProduct(prisma, { categoryId: category.id, images: [storeImage(), storeImage()] });
    const [shown, other] = product.images as [string, string];
    const order = await makeOrderShowing(prisma, { userId: shopper.id, productId: product.id, image: shown });
    expect((await remove(product.id, asAdmin)).status).toBe(200);
    expect(isStored(shown)).toBe(true);
    expect(isStored(other)).toBe(false);
    const item = await prisma.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } });
    expect(item).toMatchObject({ productId: null, image: shown, name: 'As bought' });
  });

  it('takes the product out of carts', async () => {
    const product = await makeProduct(prisma, { categoryId: category.id });
    await prisma.cartItem.create({ data: { userId: shopper.id, productId: product.id, quantity: 2 } });
    expect((await remove(product.id, { cookies: admin })).status).toBe(200);
    expect(await prisma.cartItem.count({ where: { productId: product.id } })).toBe(0);
  });

  describe('refuses and changes nothing', () => {
    it('an unknown id (404)', async () => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove('no-such-product', asAdmin), 404, 'Product not found');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const product = await makeProduct(prisma, { categoryId: category.id, images: [storeImage()] });
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove(product.id, refusalOptions(who, sessions)), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('GET /api/products/getall', () => {
  it('lists every published product (no draft), newest first, with pagination, public', async () => {
    const newest = await makeProduct(prisma, { categoryId: category.id, createdAt: new Date(Date.now() + 60_000) });
    await makeProduct(prisma, { categoryId: category.id, status: 'DRAFT', createdAt: new Date(Date.now() + 120_000) });
    const reply = await getAll('?limit=100');
    const rows = await prisma.product.findMany({ where: { status: 'PUBLISHED' }, select: { id: true } });
    expect(rows.length).toBeLessThan(100);
    const ids = expectProductList(reply, { page: 1, limit: 100, hasMore: false });
    expect(ids).toHaveLength(rows.length);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    expect(ids[0]).toBe(newest.id);
    expect(reply.body.message).toBe('Products');
  });

  it('pages by 24 unless told', async () => {
    const reply = await getAll();
    const count = await prisma.product.count({ where: { status: 'PUBLISHED' } });
    const ids = expectProductList(reply, { page: 1, limit: 24, hasMore: count > 24 });
    expect(ids).toHaveLength(Math.min(24, count));
  });

  it('refuses a bad page size (400)', async () => {
    expectRefused(await getAll('?limit=0'), 400, 'limit must be a whole number from 1 to 100');
  });
});

describe('GET /api/products/get/{subcategoryId}', () => {
  it('lists exactly the products of that subcategory, with pagination, public', async () => {
    const own = await makeSubcategory(prisma, category.id);
    const sibling = await makeSubcategory(prisma, category.id);
    const a = await makeProduct(prisma, { categoryId: category.id, subcategoryId: own.id, price: 10 });
    const b = await makeProduct(prisma, { categoryId: category.id, subcategoryId: own.id, price: 20 });
    await makeProduct(prisma, { categoryId: category.id, subcategoryId: sibling.id });
    await makeProduct(prisma, { categoryId: category.id });
    const reply = await bySubcategory(own.id, '?sort=price_asc');
    expect(expectProductList(reply, { page: 1, limit: 24, hasMore: false })).toEqual([a.id, b.id]);
    expect(reply.body.data[0].sub_categoryId).toEqual({ _id: own.id, name: own.name });
  });

  it('pages and filters within the subcategory; its own id wins over a subCategory parameter', async () => {
    const own = await makeSubcategory(prisma, category.id);
    const p30 = await makeProduct(prisma, { categoryId: category.id, subcategoryId: own.id, price: 30 });
    const p10 = await makeProduct(prisma, { categoryId: category.id, subcategoryId: own.id, price: 10 });
    const p20 = await makeProduct(prisma, { categoryId: category.id, subcategoryId: own.id, price: 20 });
    expect(expectProductList(await bySubcategory(own.id, '?sort=price_asc&limit=2'), { page: 1, limit: 2, hasMore: true })).toEqual([p10.id, p20.id]);
    expect(expectProductList(await bySubcategory(own.id, '?sort=price_asc&limit=2&page=2'), { page: 2, limit: 2, hasMore: false })).toEqual([p30.id]);
    expect(expectProductList(await bySubcategory(own.id, '?minPrice=15&sort=price_desc'), { page: 1, limit: 24, hasMore: false })).toEqual([p30.id, p20.id]);
    const overridden = await bySubcategory(own.id, `?subCategory=${subcategory.id}&sort=price_asc`);
    expect(expectProductList(overridden, { page: 1, limit: 24, hasMore: false })).toEqual([p10.id, p20.id, p30.id]);
  });

  it('answers an empty list for a subcategory without products', async () => {
    const empty = await makeSubcategory(prisma, category.id);
    const reply = await bySubcategory(empty.id);
    expect(expectProductList(reply, { page: 1, limit: 24, hasMore: false })).toEqual([]);
    expect(reply.body.message).toBe('No Products Found');
  });

  it('answers 404 for an unknown subcategory', async () => {
    expectRefused(await bySubcategory('no-such-subcategory'), 404, 'Subcategory not found');
  });

  it('refuses a bad filter (400)', async () => {
    expectRefused(await bySubcategory(subcategory.id, '?maxPrice=abc'), 400, 'Price filters must be numbers of 0 or more');
  });
});
