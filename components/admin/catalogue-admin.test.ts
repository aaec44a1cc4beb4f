import { describe, expect, it } from 'vitest';
import { TOO_MANY_IMAGES, TOO_MANY_SELECTED } from '@/lib/catalog/schemas';
import { productFormData } from './catalogue-form-data';
import {
  DETAIL_NAME_MISSING,
  DETAIL_NAME_REPEATED,
  detailRowsSchema,
  detailsToRows,
  productFormFieldsSchema,
  rowsToDetails,
} from './details-rows';
import { screenChosenFiles, uploadCountProblem } from './image-selection';

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('extra details rows', () => {
  it('turn an object into rows in order and back', () => {
    const details = { Brand: 'Ceylon Tea Co', Weight: '500 g' };
    expect(detailsToRows(details)).toEqual([
      { key: 'Brand', value: 'Ceylon Tea Co' },
      { key: 'Weight', value: '500 g' },
    ]);
    expect(rowsToDetails(detailsToRows(details))).toEqual(details);
    expect(detailsToRows({})).toEqual([]);
  });

  it('trim names and values and leave out rows that are entirely empty', () => {
    expect(
      rowsToDetails([
        { key: '  Colour ', value: ' Red  ' },
        { key: ' ', value: '' },
        { key: 'Size', value: '' },
      ]),
    ).toEqual({ Colour: 'Red', Size: '' });
  });

  it('refuse a value without a name and a repeated name, on the row at fault', () => {
    const result = detailRowsSchema.safeParse([
      { key: 'Colour', value: 'Red' },
      { key: '', value: 'Blue' },
      { key: ' colour ', value: 'Green' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[1, 'key'], DETAIL_NAME_MISSING],
      [[2, 'key'], DETAIL_NAME_REPEATED],
    ]);
  });

  it('apply the shared more_Details rule (at most 30 pairs)', () => {
    const rows = Array.from({ length: 31 }, (_, index) => ({ key: `Detail ${index}`, value: 'x' }));
    const result = detailRowsSchema.safeParse(rows);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Extra details must be up to 30 name and value pairs of text');
  });

  it('make the product form give the shared schema its values', () => {
    const parsed = productFormFieldsSchema.parse({
      name: ' Black tea ',
      categoryId: 'c1',
      sub_categoryId: '',
      unit: 'pack',
      stock: '12',
      price: '450.50',
      discount: '',
      description: '',
      more_Details: [{ key: 'Weight', value: '100 g' }],
    });
    expect(parsed).toEqual({
      name: 'Black tea',
      categoryId: 'c1',
      sub_categoryId: undefined,
      unit: 'pack',
      stock: 12,
      price: 450.5,
      discount: 0,
      description: '',
      more_Details: { Weight: '100 g' },
    });
    const missing = productFormFieldsSchema.safeParse({ name: '', categoryId: '', unit: '', stock: '', price: '', more_Details: [] });
    expect(missing.error?.issues.map((issue) => issue.message)).toContain('Please fill required fields');
  });
});

describe('image picker limits', () => {
  it('accepts images up to five in all, counting the ones already picked', () => {
    const files = [png('a.png'), png('b.png')];
    expect(screenChosenFiles(files, { mode: 'multiple', pickedCount: 3 })).toEqual({ accepted: files, problems: [] });
  });

  it('refuses a selection that would go past five as a whole', () => {
    const files = [png('a.png'), png('b.png')];
    expect(screenChosenFiles(files, { mode: 'multiple', pickedCount: 4 })).toEqual({
      accepted: [],
      problems: [TOO_MANY_SELECTED],
    });
    const six = Array.from({ length: 6 }, (_, index) => png(`${index}.png`));
    expect(screenChosenFiles(six, { mode: 'multiple', pickedCount: 0 }).problems).toEqual([TOO_MANY_SELECTED]);
  });

  it('leaves out files that are not images or larger than 2 MB, naming them', () => {
    const files = [png('ok.png'), { name: 'notes.txt', type: 'text/plain', size: 10 }, png('huge.png', 3 * 1024 * 1024)];
    expect(screenChosenFiles(files, { mode: 'multiple', pickedCount: 0 })).toEqual({
      accepted: [files[0]],
      problems: ['notes.txt: Image must be a PNG, JPEG, WebP or GIF image', 'huge.png: Image must be at most 2 MB'],
    });
  });

  it('takes the first good file in single mode, whatever is already shown', () => {
    const files = [png('one.png'), png('two.png')];
    expect(screenChosenFiles(files, { mode: 'single', pickedCount: 1 })).toEqual({ accepted: [files[0]], problems: [] });
    expect(screenChosenFiles([{ name: 'x.svg', type: 'image/svg+xml', size: 10 }], { mode: 'single', pickedCount: 0 })).toEqual({
      accepted: [],
      problems: ['Image must be a PNG, JPEG, WebP or GIF image'],
    });
  });

  it('refuses to upload more than five on submit', () => {
    expect(uploadCountProblem(5)).toBeNull();
    expect(uploadCountProblem(6)).toBe(TOO_MANY_IMAGES);
  });
});

describe('product multipart body', () => {
  const values = {
    name: 'Black tea',
    categoryId: 'c1',
    sub_categoryId: undefined,
    unit: 'pack',
    stock: 12,
    price: 450.5,
    discount: 0,
    description: '',
    more_Details: { Weight: '100 g' },
  };

  it('carries the fields, details as JSON text and the images', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = productFormData(values, { added: [file] });
    expect(form.get('sub_categoryId')).toBe('');
    expect(form.get('price')).toBe('450.5');
    expect(JSON.parse(String(form.get('more_Details')))).toEqual({ Weight: '100 g' });
    expect(form.getAll('images')).toHaveLength(1);
    expect(form.has('existingImages')).toBe(false);
  });

  it('lists the kept images on update, and one empty value when none are kept', () => {
    expect(productFormData(values, { added: [], keptImages: ['/uploads/a.png', '/uploads/b.png'] }).getAll('existingImages')).toEqual([
      '/uploads/a.png',
      '/uploads/b.png',
    ]);
    expect(productFormData(values, { added: [], keptImages: [] }).getAll('existingImages')).toEqual(['']);
  });
});
