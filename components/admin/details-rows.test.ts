import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import {
  DETAIL_NAME_MISSING,
  DETAIL_NAME_REPEATED,
  detailRowsSchema,
  detailsToRows,
  productFormFieldsSchema,
  rowsToDetails,
} from './details-rows';

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
      subcategoryId: '',
      unit: 'pack',
      stock: '12',
      price: '450.50',
      discount: '',
      description: '',
      details: [{ key: 'Weight', value: '100 g' }],
    });
    expect(parsed).toEqual({
      name: 'Black tea',
      categoryId: 'c1',
      subcategoryId: undefined,
      unit: 'pack',
      stock: 12,
      price: cents(45_050),
      discount: 0,
      description: '',
      details: { Weight: '100 g' },
    });
    const missing = productFormFieldsSchema.safeParse({ name: '', categoryId: '', unit: '', stock: '', price: '', details: [] });
    expect(missing.error?.issues.map((issue) => issue.message)).toContain('Please fill required fields');
  });
});
