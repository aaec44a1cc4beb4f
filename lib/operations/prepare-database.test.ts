import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { createPrismaClient } from '@/lib/db/client';
import { CATEGORIES, PRODUCTS } from '@/lib/db/seed/catalogue';
import { seedCatalogue } from '@/lib/db/seed/seed-catalogue';
import { createTemporaryDatabase } from '@/lib/db/temporary-database';
import { setupTestDatabase } from '@/tests/database';
import { onEmbeddedDatabase } from '@/tests/orders';
import { securityLogWriter } from '@/lib/security/log';
import { prepareDatabase } from './prepare-database';

const { url, prisma } = await setupTestDatabase();

const counts = async () => ({
  categories: await prisma.category.count(),
  subcategories: await prisma.subcategory.count(),
  products: await prisma.product.count(),
  coupons: await prisma.coupon.count(),
  users: await prisma.user.count(),
});

/** The security log's lines from now until stop(), parsed. */
function captureSecurityLog() {
  const lines: string[] = [];
  const write = vi.spyOn(securityLogWriter, 'write').mockImplementation((line) => void lines.push(line));
  return { events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), stop: () => write.mockRestore() };
}

describe('preparing the database at start', () => {
  it('seeds an empty database with the demo catalogue and creates the admin with a printed password', async () => {
    const lines: string[] = [];
    await prepareDatabase(url, { admin: { email: 'Owner@Shop.lk' } }, (line) => lines.push(line));

    const seeded = await counts();
    expect(seeded.categories).toBeGreaterThanOrEqual(8);
    expect(seeded.subcategories).toBeGreaterThanOrEqual(20);
    expect(seeded.products).toBeGreaterThanOrEqual(120);
    expect(seeded.coupons).toBe(2);
    expect(await prisma.product.count({ where: { stock: 0 } })).toBeGreaterThan(0);
    expect(await prisma.product.count({ where: { discount: { gt: 0 } } })).toBeGreaterThan(0);

    const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'owner@shop.lk' } });
    expect(admin.role).toBe('ADMIN');
    expect(admin.emailVerifiedAt).not.toBeNull();
    const printed = lines.find((line) => line.includes('with the password'))?.match(/password (\S+)$/)?.[1];
    expect(printed).toBeDefined();
    expect(await verifyPassword(admin.passwordHash, printed!)).toBe(true);
  });

  it('changes nothing on the next start: no second seed, no second admin, the password is kept', async () => {
    const before = await counts();
    const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { email: 'owner@shop.lk' } });
    const lines: string[] = [];
    await prepareDatabase(url, { admin: { email: 'owner@shop.lk', password: 'Another-Pass1!' } }, (line) => lines.push(line));
    expect(await counts()).toEqual(before);
    expect(lines.some((line) => /Seeded|Created/.test(line))).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'owner@shop.lk' } })).passwordHash).toBe(passwordHash);
  });

  it('never seeds into a database that has data, and seeding again never overwrites an edit', async () => {
    const product = await prisma.product.findFirstOrThrow({ orderBy: { name: 'asc' } });
    await prisma.product.update({ where: { id: product.id }, data: { price: '99.00', stock: 1 } });
    await prisma.product.deleteMany({ where: { id: { not: product.id } } });

    await prepareDatabase(url, { admin: { email: 'owner@shop.lk' } }, () => {});
    expect(await prisma.product.count()).toBe(1);

    await seedCatalogue(prisma);
    const kept = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(kept.price.toFixed(2)).toBe('99.00');
    expect(kept.stock).toBe(1);
    expect(await prisma.product.count()).toBeGreaterThanOrEqual(120);
  });

  it('never raises a stranger who registered the admin e-mail: the account is left as it is and the operator told', async () => {
    const strangerHash = await hashPassword('Strangers-Own1!');
    await prisma.user.create({ data: { name: 'Stranger', email: 'kamala@shop.lk', passwordHash: strangerHash, role: 'USER' } });
    const lines: string[] = [];
    const logged = captureSecurityLog();
    try {
      await prepareDatabase(url, { admin: { email: 'Kamala@shop.lk' } }, (line) => lines.push(line));
    } finally {
      logged.stop();
    }
    const user = await prisma.user.findUniqueOrThrow({ where: { email: 'kamala@shop.lk' } });
    expect(user).toMatchObject({ role: 'USER', status: 'ACTIVE', emailVerifiedAt: null, passwordHash: strangerHash, sessionVersion: 0 });
    expect(lines.filter((line) => line.includes('kamala@shop.lk'))).toEqual([
      'ADMIN_EMAIL kamala@shop.lk belongs to an account that is not an admin: left unchanged. ' +
        'Set ADMIN_PASSWORD to take it over, or choose another ADMIN_EMAIL.',
    ]);
    expect(logged.events()).toEqual([]);
  });

  it('takes the admin e-mail over with ADMIN_PASSWORD: an active, verified admin with that password, its sessions ended, logged', async () => {
    await prisma.user.create({
      data: { name: 'Nimal Silva', email: 'nimal@shop.lk', passwordHash: await hashPassword('Strangers-Own1!'), status: 'SUSPENDED' },
    });
    const logged = captureSecurityLog();
    try {
      await prepareDatabase(url, { admin: { email: 'nimal@shop.lk', password: 'Operators-Own1!' } }, () => {});
    } finally {
      logged.stop();
    }
    const user = await prisma.user.findUniqueOrThrow({ where: { email: 'nimal@shop.lk' } });
    expect(user).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', sessionVersion: 1 });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(user.passwordHash, 'Operators-Own1!')).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'Strangers-Own1!')).toBe(false);
    expect(logged.events()).toEqual([expect.objectContaining({ event: 'role_changed', accountId: user.id, role: 'ADMIN' })]);
  });

  // The embedded database serves one process, and its one session never waits for its own lock.
  it.skipIf(onEmbeddedDatabase)('seeds once and creates the admin once when two instances start together on an empty database', async () => {
    const empty = await createTemporaryDatabase(process.env.DATABASE_URL);
    const db = createPrismaClient(empty.url);
    try {
      const lines: string[] = [];
      const start = () => prepareDatabase(empty.url, { admin: { email: 'owner@shop.lk' } }, (line) => lines.push(line));
      await Promise.all([start(), start()]);

      expect(lines.filter((line) => line.startsWith('Seeded the demo catalogue'))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('Created the admin account'))).toHaveLength(1);
      expect(await db.category.count()).toBe(CATEGORIES.length);
      expect(await db.product.count()).toBe(PRODUCTS.length);
      expect(await db.user.count()).toBe(1);
    } finally {
      await db.$disconnect();
      await empty.drop();
    }
  });
});
