import { describe, expect, it } from 'vitest';
import { nameInLanguage, nameTranslationsOf, productInLanguage, translationsOf, withNameEdits, withTranslationEdits } from './translations';

describe('translationsOf', () => {
  it('keeps only non-blank names and descriptions of Sinhala and Tamil', () => {
    expect(
      translationsOf({
        si: { name: 'තේ', description: ' ' },
        ta: { name: '', description: 'தேநீர்' },
        fr: { name: 'Thé' },
        en: { name: 'Tea' },
      }),
    ).toEqual({ si: { name: 'තේ' }, ta: { description: 'தேநீர்' } });
  });

  it('reads anything else stored as no translations', () => {
    for (const stored of [null, 'text', 3, [], { si: 'තේ' }, { si: { name: 7 } }]) expect(translationsOf(stored)).toEqual({});
  });
});

describe('category and subcategory names', () => {
  const tea = { id: 'c1', name: 'Spices & Tea', translations: nameTranslationsOf({ si: { name: 'කුළුබඩු සහ තේ', description: 'x' }, ta: { name: ' ' } }) };

  it('keeps only the Sinhala and Tamil names', () => {
    expect(tea.translations).toEqual({ si: { name: 'කුළුබඩු සහ තේ' } });
  });

  it('names it in the page language where written, else in English, keeping the English name for its address', () => {
    expect(nameInLanguage(tea, 'si')).toMatchObject({ name: 'කුළුබඩු සහ තේ', englishName: 'Spices & Tea' });
    expect(nameInLanguage(tea, 'ta')).toBe(tea);
    expect(nameInLanguage(tea, 'en')).toBe(tea);
    expect(nameInLanguage({ id: 'c2', name: 'Tea' }, 'si')).toEqual({ id: 'c2', name: 'Tea' });
  });

  it('names a product’s category and subcategory with the product', () => {
    const shown = productInLanguage({ name: 'Dust tea', translations: {}, category: tea, subcategory: { ...tea, name: 'Tea', translations: { si: { name: 'තේ' } } } }, 'si');
    expect([shown.name, shown.category.name, shown.subcategory.name]).toEqual(['Dust tea', 'කුළුබඩු සහ තේ', 'තේ']);
  });

  it('edits only the names sent, and a blank one clears', () => {
    expect(withNameEdits({ si: { name: 'තේ' }, ta: { name: 'தேயிலை' } }, { si: { name: '' }, ta: { name: undefined } })).toEqual({ ta: { name: 'தேயிலை' } });
  });
});

describe('productInLanguage', () => {
  const product = { name: 'Tea', description: 'Black tea', translations: { si: { name: 'තේ' }, ta: { name: 'தேநீர்', description: 'கறுப்புத் தேநீர்' } } };

  it('shows what is written in the language and English for the rest', () => {
    expect(productInLanguage(product, 'si')).toMatchObject({ name: 'තේ', description: 'Black tea' });
    expect(productInLanguage(product, 'ta')).toMatchObject({ name: 'தேநீர்', description: 'கறுப்புத் தேநீர்' });
  });

  it('leaves English, and a product without translations, as they are', () => {
    expect(productInLanguage(product, 'en')).toBe(product);
    const plain = { name: 'Rice', translations: {} };
    expect(productInLanguage(plain, 'si')).toBe(plain);
  });

  it('gives a card (no description) only its name', () => {
    expect(productInLanguage({ name: 'Tea', translations: product.translations }, 'si')).toEqual({ name: 'තේ', translations: product.translations });
  });
});

describe('withTranslationEdits', () => {
  const current = { si: { name: 'තේ', description: 'කළු තේ' }, ta: { name: 'தேநீர்' } };

  it('replaces only the fields sent, clears a blank one and keeps the rest', () => {
    expect(withTranslationEdits(current, { si: { name: '' }, ta: { description: 'கறுப்புத் தேநீர்' } })).toEqual({
      si: { description: 'කළු තේ' },
      ta: { name: 'தேநீர்', description: 'கறுப்புத் தேநீர்' },
    });
  });

  it('keeps everything when nothing is sent, and starts a new product from nothing', () => {
    expect(withTranslationEdits(current, { si: { name: undefined } })).toEqual(current);
    expect(withTranslationEdits({}, { ta: { name: 'அரிசி' } })).toEqual({ ta: { name: 'அரிசி' } });
  });
});
