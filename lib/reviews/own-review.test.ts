import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@/lib/auth/actor';
import { newShopper, productIn, setupShopTest } from '@/tests/shop';
import { ownReviewOf } from './own-review';

const signedIn = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => signedIn.actor }));

const { prisma, categoryId } = await setupShopTest();

const actorOf = (user: { id: string; name: string; email: string }): Actor => ({ ...user, role: 'USER' });

describe('ownReviewOf (the product page asks for the form)', () => {
  beforeEach(() => {
    signedIn.actor = null;
  });

  it("gives a shopper their own review of the product, and nobody else's", async () => {
    const [author, other] = [await newShopper(), await newShopper()];
    const product = await productIn(prisma, categoryId, { name: `Own review ${Date.now()}` });
    await prisma.review.create({ data: { userId: author.id, productId: product.id, rating: 4, comment: 'Fresh and fragrant' } });

    signedIn.actor = actorOf(author);
    expect(await ownReviewOf(product.id)).toMatchObject({ rating: 4, comment: 'Fresh and fragrant', user: { id: author.id } });
    signedIn.actor = actorOf(other);
    expect(await ownReviewOf(product.id)).toBeNull();
    signedIn.actor = null;
    expect(await ownReviewOf(product.id)).toBeNull();
  });

  it('answers anything that is no product id, or no product they reviewed, with null', async () => {
    signedIn.actor = actorOf(await newShopper());
    for (const input of [undefined, 42, { id: 'x' }, 'x'.repeat(65), 'bad\u0000id', 'unknown-product']) expect(await ownReviewOf(input)).toBeNull();
  });
});
