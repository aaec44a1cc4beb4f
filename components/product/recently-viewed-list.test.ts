import { describe, expect, it } from 'vitest';
import type { CardProduct } from '@/lib/catalog/card-product';
import { cents } from '@/lib/money';
import { MAX_RECENTLY_VIEWED, parseRecentlyViewed, withRecentlyViewed } from './recently-viewed-list';

const card = (id: string, images = [`/uploads/${id}.png`]): CardProduct => ({
  id,
  name: `Product ${id}`,
  images,
  price: cents(125_050),
  discount: 10,
  stock: 3,
  rating: { average: 4.5, count: 2 },
  category: { id: 'tea', name: 'Tea' },
});

const ids = (list: CardProduct[]) => list.map(({ id }) => id);
const stored = (list: unknown) => JSON.stringify(list);

describe('withRecentlyViewed', () => {
  it('puts the product first, keeping its cover image only', () => {
    const list = withRecentlyViewed([card('a')], card('b', ['/uploads/b1.png', '/uploads/b2.png']));
    expect(ids(list)).toEqual(['b', 'a']);
    expect(list[0]!.images).toEqual(['/uploads/b1.png']);
  });

  it('moves a product viewed again to the front, once', () => {
    expect(ids(withRecentlyViewed([card('a'), card('b'), card('c')], card('b')))).toEqual(['b', 'a', 'c']);
  });

  it('keeps at most eight, dropping the oldest', () => {
    const full = Array.from({ length: MAX_RECENTLY_VIEWED }, (_, index) => card(`p${index}`));
    const list = withRecentlyViewed(full, card('new'));
    expect(MAX_RECENTLY_VIEWED).toBe(8);
    expect(ids(list)).toEqual(['new', 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was stored', () => {
    const list = withRecentlyViewed([card('a')], card('b'));
    expect(parseRecentlyViewed(stored(list))).toEqual(list);
  });

  it('nothing stored, corrupt text or another shape is an empty list', () => {
    for (const text of [null, '', 'not json', '{"a":1}', '42', 'null', '"text"']) expect(parseRecentlyViewed(text)).toEqual([]);
  });

  it('leaves out bad entries and keeps the good ones', () => {
    const good = card('good');
    const list = parseRecentlyViewed(
      stored([
        null,
        'b',
        { ...card('no-price'), price: undefined },
        { ...card('fraction'), price: 12.5 },
        { ...card('bad-id'), id: '../../admin' },
        { ...card('script-image'), images: ['javascript:alert(1)'] },
        { ...card('other-host'), images: ['//evil.example/x.png'] },
        { ...card('rating'), rating: { average: 9, count: 1 } },
        good,
      ]),
    );
    expect(list).toEqual([good]);
  });

  it('keeps a product once and at most eight', () => {
    const many = [card('a'), card('a'), ...Array.from({ length: 10 }, (_, index) => card(`p${index}`))];
    expect(ids(parseRecentlyViewed(stored(many)))).toEqual(['a', 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });
});
