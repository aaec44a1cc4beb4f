import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused, TINY_PNG } from '@/tests/api';
import { expectSameImage } from '@/tests/images';
import {
  ADMIN_REFUSALS,
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
  SUBCATEGORY_KEYS,
  uniqueName,
} from '@/tests/catalog';
import { GET as byCategoryRoute } from './byCategory/[categoryId]/route';
import { POST as createRoute } from './create/route';
import { DELETE as deleteRoute } from './delete/[id]/route';
import { GET as getRoute } from './get/[id]/route';
import { GET as getAllRoute } from './getall/route';
import { GET as searchRoute } from './search/[name]/route';
import { PUT as updateRoute } from './update/[id]/route';

/**
 * Subcategories: POST create, GET getall, PUT update/{id}, DELETE delete/{id}, GET search/{name}, GET get/{id},
 * GET byCategory/{categoryId}.
 */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };

const create = (options: CallOptions) => call(createRoute, 'POST', '/api/subcategory/create', options);
const update = (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/subcategory/update/${id}`, options, { id });
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/subcategory/delete/${id}`, options, { id });
const getAll = () => call(getAllRoute, 'GET', '/api/subcategory/getall');
const getOne = (id: string) => call(getRoute, 'GET', `/api/subcategory/get/${id}`, {}, { id });
const byCategory = (categoryId: string) =>
  call(byCategoryRoute, 'GET', `/api/subcategory/byCategory/${categoryId}`, {}, { categoryId });
const search = (name: string) => call(searchRoute, 'GET', `/api/subcategory/search/${encodeURIComponent(name)}`, {}, { name });

const asAdmin = { token: admin.token };
const subcategoryOf = (id: string) => prisma.subcategory.findUnique({ where: { id } });

/** A subcategory as every reply shows it. */
const json = (row: { id: string; name: string; image: string | null; translations?: unknown }, category: { id: string; name: string }) => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  translations: row.translations ?? {},
  categoryId: { _id: category.id, name: category.name },
});

describe('POST /api/subcategory/create', () => {
  it('creates it under its category with the stored image: 201, "Subcategory created"', async () => {
    const category = await makeCategory(prisma);
    const name = uniqueName('Black Tea');
    const reply = await create({ ...asAdmin, form: form({ name: ` ${name} `, categoryId: category.id, image: png() }) });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Subcategory created',
      data: {
        _id: expect.any(String),
        name,
        image: expect.stringMatching(IMAGE_URL),
        translations: {},
        categoryId: { _id: category.id, name: category.name },
      },
    });
    expectKeys(reply.body.data, SUBCATEGORY_KEYS);
    await expectSameImage(readFileSync(fileOf(reply.body.data.image)), TINY_PNG);
    expect(await subcategoryOf(reply.body.data._id)).toMatchObject({ name, categoryId: category.id, image: reply.body.data.image });
  });

  it('allows the same name in another category', async () => {
    const first = await makeCategory(prisma);
    const second = await makeCategory(prisma);
    const existing = await makeSubcategory(prisma, first.id);
    const reply = await create({ ...asAdmin, form: form({ name: existing.name, categoryId: second.id, image: png() }) });
    expect(reply.status).toBe(201);
  });

  it('takes % and _ literally: "A_1" is not a duplicate of "AB1"', async () => {
    const category = await makeCategory(prisma);
    await makeSubcategory(prisma, category.id, { name: 'AB1' });
    expect((await create({ ...asAdmin, form: form({ name: 'A_1', categoryId: category.id, image: png() }) })).status).toBe(201);
    expect((await create({ ...asAdmin, form: form({ name: '%', categoryId: category.id, image: png() }) })).status).toBe(201);
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    const category = await makeCategory(prisma);
    const reply = await create({ cookies: admin, form: form({ name: uniqueName('Green Tea'), categoryId: category.id, image: png() }) });
    expect(reply.status).toBe(201);
  });

  describe('refuses and changes nothing (no row, no stored file)', () => {
    it.each([
      ['no name', { image: true }, 400, 'Please provide name, category and image'],
      ['a blank name', { name: '  ', image: true }, 400, 'Please provide name, category and image'],
      ['no category', { name: 'Orphan', category: 'none', image: true }, 400, 'Please provide name, category and image'],
      ['no image', { name: 'Imageless' }, 400, 'Please provide name, category and image'],
      ['a name over 80 characters', { name: 'x'.repeat(81), image: true }, 400, 'Subcategory name must be at most 80 characters'],
      ['an unknown category', { name: 'Lost', category: 'unknown', image: true }, 400, 'Category not found'],
      ['text bytes named .png', { name: 'Fake', image: 'fake' }, 400, 'Image must be a PNG, JPEG, WebP or GIF image'],
      ['an image over 2 MB', { name: 'Huge', image: 'oversize' }, 400, 'Image must be at most 2 MB'],
    ] as const)('%s', async (_label, fields, status, message) => {
      const category = await makeCategory(prisma);
      const categoryId = 'category' in fields ? (fields.category === 'none' ? undefined : 'no-such-category') : category.id;
      const image = 'image' in fields ? (fields.image === 'fake' ? fakePng() : fields.image === 'oversize' ? oversizePng() : png()) : undefined;
      const before = await catalogueSnapshot(prisma);
      const reply = await create({ ...asAdmin, form: form({ name: 'name' in fields ? fields.name : undefined, categoryId, image }) });
      expectRefused(reply, status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a name its category already has, in another letter case (409)', async () => {
      const category = await makeCategory(prisma);
      const existing = await makeSubcategory(prisma, category.id, { name: uniqueName('Herbal Tea') });
      const before = await catalogueSnapshot(prisma);
      const reply = await create({ ...asAdmin, form: form({ name: existing.name.toLowerCase(), categoryId: category.id, image: png() }) });
      expectRefused(reply, 409, 'This category already has a subcategory of that name');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a JSON body', async () => {
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      const reply = await create({ ...asAdmin, json: { name: 'Json', categoryId: category.id } });
      expectRefused(reply, 400, 'Content-Type must be multipart/form-data');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      const reply = await create({ ...refusalOptions(who, sessions), form: form({ name: 'Refused', categoryId: category.id, image: png() }) });
      expectRefused(reply, status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('GET /api/subcategory/getall', () => {
  it('lists every subcategory by name with its category, public', async () => {
    const category = await makeCategory(prisma);
    await makeSubcategory(prisma, category.id);
    const reply = await getAll();
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toBe('Subcategories');
    const rows = await prisma.subcategory.findMany({ include: { category: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    expect(reply.body.data).toEqual(rows.map((row) => json(row, row.category)));
    for (const subcategory of reply.body.data) expectKeys(subcategory, SUBCATEGORY_KEYS);
  });
});

describe('GET /api/subcategory/get/{id}', () => {
  it('answers the subcategory with its category, public', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id);
    const reply = await getOne(subcategory.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Subcategory found', data: json(subcategory, category) });
  });

  it('answers 404 for an unknown id', async () => {
    expectRefused(await getOne('no-such-subcategory'), 404, 'Subcategory not found');
  });
});

describe('GET /api/subcategory/byCategory/{categoryId}', () => {
  it('lists exactly the subcategories of that category, by name, public', async () => {
    const category = await makeCategory(prisma);
    const other = await makeCategory(prisma);
    const zeta = await makeSubcategory(prisma, category.id, { name: 'Zeta' });
    const alpha = await makeSubcategory(prisma, category.id, { name: 'Alpha' });
    const beta = await makeSubcategory(prisma, category.id, { name: 'Beta' });
    await makeSubcategory(prisma, other.id, { name: 'Alpha' });
    await makeSubcategory(prisma, other.id, { name: 'Gamma' });
    const reply = await byCategory(category.id);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Subcategories');
    expect(reply.body.data).toEqual([json(alpha, category), json(beta, category), json(zeta, category)]);
  });

  it('answers an empty list for a category without subcategories', async () => {
    const category = await makeCategory(prisma);
    const reply = await byCategory(category.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it('answers 404 for an unknown category', async () => {
    expectRefused(await byCategory('no-such-category'), 404, 'Category not found');
  });
});

describe('GET /api/subcategory/search/{name}', () => {
  it('answers the subcategory of that exact name in any letter case before ones that contain it', async () => {
    const category = await makeCategory(prisma);
    const suffix = uniqueName('').trim();
    const contains = await makeSubcategory(prisma, category.id, { name: `Green Spice ${suffix}` });
    const exact = await makeSubcategory(prisma, category.id, { name: `Spice ${suffix}` });
    const reply = await search(`sPICE ${suffix}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Subcategory found', data: json(exact, category) });
    expect((await search(`PICE ${suffix}`)).body.data._id).toBe(contains.id);
  });

  it('finds by a part of the name, public', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id, { name: uniqueName('Batik Wall Hangings') });
    const reply = await search('wall hang');
    expect(reply.body.data).toEqual(json(subcategory, category));
  });

  it('matches % and _ literally', async () => {
    const category = await makeCategory(prisma);
    const suffix = uniqueName('').trim();
    await makeSubcategory(prisma, category.id, { name: `Cinnamon ${suffix}` });
    expectRefused(await search(`%namon ${suffix}`), 404, 'Subcategory not found');
    expectRefused(await search(`c_nnamon ${suffix}`), 404, 'Subcategory not found');
    const literal = await makeSubcategory(prisma, category.id, { name: `50%_cinnamon ${suffix}` });
    expect((await search(`0%_CIN`)).body.data._id).toBe(literal.id);
  });

  it.each([
    ['an unknown name', 'Nothing Like It', 404, 'Subcategory not found'],
    ['a blank name', '   ', 400, 'Subcategory name is required'],
  ])('refuses %s', async (_label, name, status, message) => {
    expectRefused(await search(name), status, message);
  });
});

describe('PUT /api/subcategory/update/{id}', () => {
  it('renames and keeps the image when none is sent: "Subcategory updated"', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id);
    const name = uniqueName('Renamed');
    const reply = await update(subcategory.id, { ...asAdmin, form: form({ name, categoryId: category.id }) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Subcategory updated', data: json({ ...subcategory, name }, category) });
    expect(isStored(subcategory.image!)).toBe(true);
  });

  it('replaces the image and removes the old file', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id);
    const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: subcategory.name, categoryId: category.id, image: png() }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.image).toMatch(IMAGE_URL);
    expect(isStored(reply.body.data.image)).toBe(true);
    expect(isStored(subcategory.image!)).toBe(false);
  });

  it('moves a subcategory without products to another category', async () => {
    const from = await makeCategory(prisma);
    const to = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, from.id);
    const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: subcategory.name, categoryId: to.id }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.categoryId).toEqual({ _id: to.id, name: to.name });
    expect((await subcategoryOf(subcategory.id))?.categoryId).toBe(to.id);
  });

  it('lets a subcategory change the letter case of its own name', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id, { name: uniqueName('pepper') });
    const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: subcategory.name.toUpperCase(), categoryId: category.id }) });
    expect(reply.status).toBe(200);
  });

  describe('refuses and changes nothing', () => {
    it.each([
      ['no name', { image: true }, 400, 'Please provide name, category and image'],
      ['no category', { name: 'x', category: 'none' }, 400, 'Please provide name, category and image'],
      ['an unknown category', { name: 'x', category: 'unknown' }, 400, 'Category not found'],
      ['text bytes named .png', { name: 'x', image: 'fake' }, 400, 'Image must be a PNG, JPEG, WebP or GIF image'],
      ['an image over 2 MB', { name: 'x', image: 'oversize' }, 400, 'Image must be at most 2 MB'],
    ] as const)('%s', async (_label, fields, status, message) => {
      const category = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, category.id);
      const categoryId = 'category' in fields ? (fields.category === 'none' ? undefined : 'no-such-category') : category.id;
      const image = 'image' in fields ? (fields.image === 'fake' ? fakePng() : fields.image === 'oversize' ? oversizePng() : png()) : undefined;
      const before = await catalogueSnapshot(prisma);
      const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: 'name' in fields ? fields.name : undefined, categoryId, image }) });
      expectRefused(reply, status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('no image when the subcategory has none', async () => {
      const category = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, category.id, { image: null });
      const before = await catalogueSnapshot(prisma);
      const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: 'Still none', categoryId: category.id }) });
      expectRefused(reply, 400, 'Please provide name, category and image');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('the name of a sibling in another letter case (409), even with a new image', async () => {
      const category = await makeCategory(prisma);
      const sibling = await makeSubcategory(prisma, category.id, { name: uniqueName('Coconut') });
      const subcategory = await makeSubcategory(prisma, category.id);
      const before = await catalogueSnapshot(prisma);
      const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: sibling.name.toUpperCase(), categoryId: category.id, image: png() }) });
      expectRefused(reply, 409, 'This category already has a subcategory of that name');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a move into a category that has that name already (409)', async () => {
      const from = await makeCategory(prisma);
      const to = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, from.id);
      await makeSubcategory(prisma, to.id, { name: subcategory.name });
      const before = await catalogueSnapshot(prisma);
      const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: subcategory.name, categoryId: to.id }) });
      expectRefused(reply, 409, 'This category already has a subcategory of that name');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('a move to another category while it has products (409)', async () => {
      const from = await makeCategory(prisma);
      const to = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, from.id);
      await makeProduct(prisma, { categoryId: from.id, subcategoryId: subcategory.id });
      const before = await catalogueSnapshot(prisma);
      const reply = await update(subcategory.id, { ...asAdmin, form: form({ name: subcategory.name, categoryId: to.id }) });
      expectRefused(reply, 409, 'Cannot move a subcategory that has products to another category');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it('an unknown id (404)', async () => {
      const category = await makeCategory(prisma);
      const before = await catalogueSnapshot(prisma);
      const reply = await update('no-such-subcategory', { ...asAdmin, form: form({ name: 'Ghost', categoryId: category.id, image: png() }) });
      expectRefused(reply, 404, 'Subcategory not found');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const category = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, category.id);
      const before = await catalogueSnapshot(prisma);
      const reply = await update(subcategory.id, {
        ...refusalOptions(who, sessions),
        form: form({ name: 'Refused', categoryId: category.id, image: png() }),
      });
      expectRefused(reply, status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});

describe('DELETE /api/subcategory/delete/{id}', () => {
  it('deletes a subcategory without products and removes its image file: "Subcategory deleted"', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id);
    const reply = await remove(subcategory.id, asAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Subcategory deleted' });
    expect(await subcategoryOf(subcategory.id)).toBeNull();
    expect(isStored(subcategory.image!)).toBe(false);
    expect(isStored((await prisma.category.findUniqueOrThrow({ where: { id: category.id } })).image!)).toBe(true);
  });

  it('works with the admin’s cookie and a matching X-XSRF-TOKEN header', async () => {
    const category = await makeCategory(prisma);
    const subcategory = await makeSubcategory(prisma, category.id);
    expect((await remove(subcategory.id, { cookies: admin })).status).toBe(200);
  });

  describe('refuses and changes nothing', () => {
    it('while it has products (409), and succeeds once they are gone', async () => {
      const category = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, category.id);
      const product = await makeProduct(prisma, { categoryId: category.id, subcategoryId: subcategory.id });
      const before = await catalogueSnapshot(prisma);
      const reply = await remove(subcategory.id, asAdmin);
      expectRefused(reply, 409, 'Cannot delete this subcategory: it still has 1 products. Delete or move them first.');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
      await prisma.product.delete({ where: { id: product.id } });
      expect((await remove(subcategory.id, asAdmin)).status).toBe(200);
    });

    it('an unknown id (404)', async () => {
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove('no-such-subcategory', asAdmin), 404, 'Subcategory not found');
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });

    it.each(ADMIN_REFUSALS)('%s (%i)', async (who, status, message) => {
      const category = await makeCategory(prisma);
      const subcategory = await makeSubcategory(prisma, category.id);
      const before = await catalogueSnapshot(prisma);
      expectRefused(await remove(subcategory.id, refusalOptions(who, sessions)), status, message);
      expect(await catalogueSnapshot(prisma)).toEqual(before);
    });
  });
});
