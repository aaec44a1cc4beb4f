import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused, imageFile, TINY_PNG } from '@/tests/api';
import { expectSameImage } from '@/tests/images';
import {
  ADMIN_REFUSALS,
  CATEGORY_KEYS,
  catalogueSnapshot,
  expectKeys,
  fakePng,
  fileOf,
  form,
  IMAGE_URL,
  isStored,
  makeCategory,
  makeProduct,
  makeSubcategory,
  oversizePng,
  png,
  refusalOptions,
  setupCatalogTest,
  TINY_JPEG,
  uniqueName,
} from '@/tests/catalog';
import { POST as createRoute } from './create/route';
import { DELETE as deleteRoute } from './delete/route';
import { GET as getAllRoute } from './getall/route';
import { POST as searchRoute } from './search/route';
import { PUT as updateRoute } from './update/[id]/route';

/** Categories: POST create, GET getall, PUT update/{id}, DELETE delete {name}, POST search {name}. */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };

const create = (options: CallOptions) => call(createRoute, 'POST', '/api/category/create', options);
const update = (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/category/update/${id}`, options, { id });
const remove = (options: CallOptions) => call(deleteRoute, 'DELETE', '/api/category/delete', options);
const getAll = () => call(getAllRoute, 'GET', '/api/category/getall');
const search = (name: unknown) => call(searchRoute, 'POST', '/api/category/search', { json: { name } });

const asAdmin = { token: admin.token };
const categoryOf = (id: string) => prisma.category.findUnique({ where: { id } });

describe('POST /api/category/create', () => {
  it('creates the category with its stored image: 201, "Category created", { _id, name, image }', async () => {
    const name = uniqueName('Spices');
    const reply = await create({ ...asAdmin, form: form({ name: `  ${name}  `, image: png() }) });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Category created',
      data: { _id: expect.any(String), name, image: expect.stringMatching(IMAGE_URL), translations: {} },
    });
    expectKeys(reply.body.data, CATEGORY_KEYS);
    await expectSameImage(readFileSync(fileOf(reply.body.data.image)), TINY_PNG);
    expect(await categoryOf(reply.body.data._id)).toMatchObject({ name, image: reply.body.data.image });
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    const reply = await create({ cookies: admin, form: form({ name: uniqueName('Tea'), image: png() }) });
    expect(reply.status).toBe(201);
  });

  it('keeps the Sinhala and Tamil names, and an update changes only the ones it sends', async () => {
    const name = uniqueName('Tea');
    const created = await create({ ...asAdmin, form: form({ name, name_si: ' තේ ', name_ta: 'தேயிலை', image: png() }) });
    expect(created.status).toBe(201);
    expect(created.body.data.translations).toEqual({ si: { name: 'තේ' }, ta: { name: 'தேயிலை' } });
    const updated = await update(created.body.data._id, { ...asAdmin, form: form({ name, name_si: 'ලංකා තේ' }) });
    expect(updated.body.data.translations).toEqual({ si: { name: 'ලංකා තේ' }, ta: { name: 'தேயிலை' } });
    const cleared = await update(created.body.data._id, { ...asAdmin, form: form({ name, name_ta: '' }) });
    expect(cleared.body.data.translations).toEqual({ si: { name: 'ලංකා තේ' } });
    expect((await categoryOf(created.body.data._id))?.translations).toEqual({ si: { name: 'ලංකා තේ' } });
    const tooLong = await create({ ...asAdmin, form: form({ name: uniqueName('Tea'), name_ta: 'த'.repeat(81), image: png() }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The Tamil name must be at most 80 characters');
  });

  it('names the stored file by what the bytes are, not the uploaded name', async () => {
    const reply = await create({ ...asAdmin, form: form({ name: uniqueName('Rice'), image: imageFile(TINY_JPEG, 'rice.png') }) });
    expect(reply.status).toBe(201);
    expect(reply.body.data.image).toMatch(/\.jpg$/);
  });

  it('takes % and _ in a name literally: "A_1" is not a duplicate of "AB1"', async () => {
    const suffix = uniqueName('').trim();
    await makeCategory(prisma, { name: `AB1 ${suffix}` });
    await makeCategory(prisma, { name: `Spices and more ${suffix}` });
    const underscore = await create({ ...asAdmin, form: form({ name: `A_1 ${suffix}`, image: png() }) });
    expect(underscore.status).toBe(201);
    const percent = await create({ ...asAdmin, form: form({ name: `%${suffix}`, image: png() }) });
    expect(percent.status).toBe(201);
    expect(percent.body.data.name).toBe(`%${suffix}`);
  });

  describe('refuses and changes nothing (no row, no stored file)', () => {
    it.each([
      ['no name', { image: png() }, 400, 'Please provide name and image'],
      ['a blank name', { name: '   ', image: png() }, 400, 'Please provide name and image'],
      ['no image', { name: 'Imageless' }, 400, 'Please provide name and image'],
      ['an empty image file', { name: 'Empty image', image: imageFile(Buffer.alloc(0)) }, 400, 'Please provide name and image'],
      ['a name over 80 characters', { name: 'x'.repeat(81), image: png() }, 400, 'Category name must be at most 80 characters'],
      ['text bytes named .png', { name: 'Fake', image: fakePng() }, 400, 'Image must be a PNG, JPEG, WebP or GIF image'],
      ['an image over 2 MB', { name: 'Huge', image: oversizePng() }, 400, 'Image must be at most 2 MB'],
    ])('%s', async (_label, fields, status, message) => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...asAdmin, form: form(fields) }), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a name taken in another letter case (409)', async () => {
      const existing = await makeCategory(prisma, { name: uniqueName('Fresh Fruit') });
      const before = await catalogueSnapshot(prisma);
      const reply = await create({ ...asAdmin, form: form({ name: existing.name.toUpperCase(), image: png() }) });
      expectRefused(reply, 409, 'Category already exists');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a name taken with surrounding spaces (409)', async () => {
      const existing = await makeCategory(prisma, { name: uniqueName('Snacks') });
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...asAdmin, form: form({ name: ` ${existing.name} `, image: png() }) }), 409, 'Category already exists');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a JSON body', async () => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...asAdmin, json: { name: 'Json' } }), 400, 'Content-Type must be multipart/form-data');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await create({ ...refusalOptions(who, sessions), form: form({ name: 'Refused', image: png() }) }), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('GET /api/category/getall', () => {
  it('lists every category by name, public', async () => {
    const reply = await getAll();
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toBe('Categories');
    const rows = await prisma.category.findMany({ orderBy: { name: 'asc' } });
    expect(rows.length).toBeGreaterThan(0);
    expect(reply.body.data).toEqual(rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, translations: row.translations })));
  });
});

describe('PUT /api/category/update/{id}', () => {
  it('renames and keeps the image when none is sent: "Category updated"', async () => {
    const category = await makeCategory(prisma);
    const name = uniqueName('Renamed');
    const reply = await update(category.id, { ...asAdmin, form: form({ name }) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Category updated', data: { _id: category.id, name, image: category.image, translations: {} } });
    expect(isStored(category.image!)).toBe(true);
  });

  it('replaces the image and removes the old file', async () => {
    const category = await makeCategory(prisma);
    const reply = await update(category.id, { ...asAdmin, form: form({ name: category.name, image: png() }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.image).toMatch(IMAGE_URL);
    expect(reply.body.data.image).not.toBe(category.image);
    expect(isStored(reply.body.data.image)).toBe(true);
    expect(isStored(category.image!)).toBe(false);
    expect((await categoryOf(category.id))?.image).toBe(reply.body.data.image);
  });

  it('lets a category change the letter case of its own name', async () => {
    const category = await makeCategory(prisma, { name: uniqueName('dairy') });
    const reply = await update(category.id, { ...asAdmin, form: form({ name: category.name.toUpperCase() }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.name).toBe(category.name.toUpperCase());
  });

  it('asks for an image when the category has none', async () => {
    const category = await makeCategory(prisma, { image: null });
    const before = await catalogueSnapshot(prisma);
    expectRefused(await update(category.id, { ...asAdmin, form: form({ name: 'Still none' }) }), 400, 'Please provide name and image');
    expect(await catalogueSnapshot(prisma)).toEqual(before);
  });

  describe('refuses and changes nothing', () => {
    it.each([
      ['no name', () => ({ image: png() }), 400, 'Please provide name and image'],
      ['text bytes named .png', () => ({ name: 'Fake', image: fakePng() }), 400, 'Image must be a PNG, JPEG, WebP or GIF image'],
      ['an image over 2 MB', () => ({ name: 'Huge', image: oversizePng() }), 400, 'Image must be at most 2 MB'],
    ])('%s', async (_label, fields, status, message) => {
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      expectRefused(await update(category.id, { ...asAdmin, form: form(fields()) }), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('the name of another category in another letter case (409), even with a new image', async () => {
      const other = await makeCategory(prisma, { name: uniqueName('Bakery') });
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      const reply = await update(category.id, { ...asAdmin, form: form({ name: other.name.toLowerCase(), image: png() }) });
      expectRefused(reply, 409, 'Category already exists');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('an unknown id (404)', async () => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await update('no-such-category', { ...asAdmin, form: form({ name: 'Ghost', image: png() }) }), 404, 'Category not found');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      const reply = await update(category.id, { ...refusalOptions(who, sessions), form: form({ name: 'Refused', image: png() }) });
      expectRefused(reply, status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('DELETE /api/category/delete {name}', () => {
  it('deletes an empty category named in any letter case and removes its image file: "Category deleted"', async () => {
    const category = await makeCategory(prisma, { name: uniqueName('Seasonal') });
    const reply = await remove({ ...asAdmin, json: { name: category.name.toUpperCase() } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Category deleted' });
    expect(await categoryOf(category.id)).toBeNull();
    expect(isStored(category.image!)).toBe(false);
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    const category = await makeCategory(prisma);
    expect((await remove({ cookies: admin, json: { name: category.name } })).status).toBe(200);
    expect(await categoryOf(category.id)).toBeNull();
  });

  describe('refuses and changes nothing', () => {
    it('while it has subcategories (409)', async () => {
      const category = await makeCategory(prisma);
      await makeSubcategory(prisma, category.id);
      const before = await catalogueSnapshot(prisma);
      const reply = await remove({ ...asAdmin, json: { name: category.name } });
      expectRefused(reply, 409, 'Cannot delete this category: it still has 1 subcategories and 0 products. Delete or move them first.');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('while it has products (409)', async () => {
      const category = await makeCategory(prisma);
      await makeProduct(prisma, { categoryId: category.id });
      await makeProduct(prisma, { categoryId: category.id });
      const before = await catalogueSnapshot(prisma);
      const reply = await remove({ ...asAdmin, json: { name: category.name } });
      expectRefused(reply, 409, 'Cannot delete this category: it still has 0 subcategories and 2 products. Delete or move them first.');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('and succeeds once its subcategory and product are gone', async () => {
      const category = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, category.id);
      const product = await makeProduct(prisma, { categoryId: category.id, subcategoryId: subcategory.id });
      expect((await remove({ ...asAdmin, json: { name: category.name } })).status).toBe(409);
      await prisma.product.delete({ where: { id: product.id } });
      await prisma.subcategory.delete({ where: { id: subcategory.id } });
      expect((await remove({ ...asAdmin, json: { name: category.name } })).status).toBe(200);
      expect(await categoryOf(category.id)).toBeNull();
    });

    it.each([
      ['no name', {}, 400, 'Category name is required'],
      ['a blank name', { name: '  ' }, 400, 'Category name is required'],
      ['an unknown name', { name: 'No Such Category' }, 404, 'Category not found'],
    ])('%s', async (_label, json, status, message) => {
      await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove({ ...asAdmin, json }), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a name with % or _, which match no other category (404)', async () => {
      const category = await makeCategory(prisma, { name: uniqueName('Wildcard') });
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove({ ...asAdmin, json: { name: '%' } }), 404, 'Category not found');
      expectRefused(await remove({ ...asAdmin, json: { name: category.name.replace('W', '_') } }), 404, 'Category not found');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a name that only part-matches a category (404)', async () => {
      const category = await makeCategory(prisma, { name: uniqueName('Kitchenware') });
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove({ ...asAdmin, json: { name: 'Kitchen' } }), 404, 'Category not found');
      expect(await categoryOf(category.id)).not.toBeNull();
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove({ ...refusalOptions(who, sessions), json: { name: category.name } }), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('POST /api/category/search {name}', () => {
  it('answers the category of that exact name in any letter case before ones that contain it', async () => {
    const suffix = uniqueName('').trim();
    const green = await makeCategory(prisma, { name: `Green Tea ${suffix}` });
    const tea = await makeCategory(prisma, { name: `Tea ${suffix}` });
    const reply = await search(`tEA ${suffix}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Category found', data: { _id: tea.id, name: tea.name, image: tea.image, translations: {} } });
    // Without an exact match: the first (by name) that contains it.
    const contains = await search(`TEA ${suffix}`.slice(1));
    expect(contains.body.data._id).toBe(green.id);
  });

  it('finds by a part of the name, public', async () => {
    const category = await makeCategory(prisma, { name: uniqueName('Handloom Sarees') });
    const reply = await search('loom sar');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ _id: category.id, name: category.name, image: category.image, translations: {} });
  });

  it('matches % and _ literally', async () => {
    const suffix = uniqueName('').trim();
    await makeCategory(prisma, { name: `Cotton ${suffix}` });
    expectRefused(await search(`%tton ${suffix}`), 404, 'Category not found');
    expectRefused(await search(`c_tton ${suffix}`), 404, 'Category not found');
    const literal = await makeCategory(prisma, { name: `100%_cotton ${suffix}` });
    expect((await search(`0%_COTTON ${suffix}`)).body.data._id).toBe(literal.id);
  });

  it.each([
    ['an unknown name', 'Nothing Like It', 404, 'Category not found'],
    ['a blank name', '  ', 400, 'Category name is required'],
    ['no name', undefined, 400, 'Category name is required'],
    ['a name that is not text', 42, 400, 'Category name is required'],
  ])('refuses %s', async (_label, name, status, message) => {
    expectRefused(await search(name), status, message);
  });
});
