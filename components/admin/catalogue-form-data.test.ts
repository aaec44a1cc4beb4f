import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { categoryFormData, productFormData, subcategoryFormData } from './catalogue-form-data';

describe('category and subcategory multipart bodies', () => {
  it('carry the names, the category and the image only when one was chosen', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const category = categoryFormData({ name: 'Tea', name_si: 'තේ' }, undefined);
    expect([...category.entries()]).toEqual([
      ['name', 'Tea'],
      ['name_si', 'තේ'],
      // A blank translation is sent, and clears the saved one.
      ['name_ta', ''],
    ]);
    const form = subcategoryFormData({ name: 'Green tea', categoryId: 'c1' }, image);
    expect(form.get('name')).toBe('Green tea');
    expect(form.get('categoryId')).toBe('c1');
    expect((form.get('image') as File).name).toBe('a.png');
  });
});

describe('product multipart body', () => {
  const values = {
    name: 'Black tea',
    categoryId: 'c1',
    subcategoryId: undefined,
    unit: 'pack',
    stock: 12,
    price: cents(45_050),
    discount: 0,
    description: '',
    details: { Weight: '100 g' },
  };

  it('carries the fields, details as JSON text and the images', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = productFormData(values, { added: [file] });
    expect(form.get('sub_categoryId')).toBe('');
    expect(form.get('price')).toBe('450.50');
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

  it('sends every Sinhala and Tamil field, a blank one as empty text (which clears it)', () => {
    const form = productFormData({ ...values, name_si: 'කළු තේ', description_ta: 'கறுப்புத் தேநீர்' }, { added: [] });
    expect(form.get('name_si')).toBe('කළු තේ');
    expect(form.get('description_ta')).toBe('கறுப்புத் தேநீர்');
    expect(form.get('name_ta')).toBe('');
    expect(form.get('description_si')).toBe('');
  });
});
