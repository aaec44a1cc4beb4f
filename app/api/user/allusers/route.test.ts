import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserStatus } from '@/lib/generated/prisma/enums';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUserAndLogIn, expectPublicUser, expectRefused, type CallOptions } from '@/tests/api';
import { GET } from './route';

/** GET /api/user/allusers: User Management a page at a time, searched, filtered and sorted. */

const { prisma } = await setupAccountsTest();

type Account = { id: string; name: string; email: string; role: Role; status: UserStatus; verified: boolean; createdAt: Date };

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

// Accounts that joined a day apart (so the joined-date order is known), with every role and status mixed in.
const fixtures = [
  ...Array.from({ length: 23 }, (_, index) => ({
    name: `Member ${String(index).padStart(2, '0')}`,
    email: `member${index}@example.lk`,
    role: (index % 7 === 0 ? 'ADMIN' : 'USER') as Role,
    status: (index % 5 === 4 ? 'SUSPENDED' : 'ACTIVE') as UserStatus,
    verified: index % 3 !== 1,
  })),
  // Found by name only, and by e-mail only.
  { name: 'Kasun Jayasuriya', email: 'kasun.j@example.lk', role: 'USER' as Role, status: 'ACTIVE' as UserStatus, verified: false },
  { name: 'Dilani Perera', email: 'dp@colombo-traders.example.lk', role: 'USER' as Role, status: 'ACTIVE' as UserStatus, verified: true },
].map((account, index) => ({ ...account, createdAt: new Date(START + index * DAY) }));

let admin: Awaited<ReturnType<typeof createUserAndLogIn>>;
let shopper: Awaited<ReturnType<typeof createUserAndLogIn>>;
/** Every account in the database, newest first. */
let everyone: Account[];

beforeAll(async () => {
  await prisma.user.deleteMany();
  await prisma.user.createMany({
    data: fixtures.map(({ verified, ...account }) => ({
      ...account,
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: verified ? account.createdAt : null,
    })),
  });
  admin = await createUserAndLogIn({ role: 'ADMIN', name: 'Head Admin' });
  shopper = await createUserAndLogIn({ name: 'Plain Shopper' });
  const rows = await prisma.user.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  everyone = rows.map((row) => ({ ...row, verified: row.emailVerifiedAt !== null }));
  // The two made now are the newest; the fixtures follow, a day apart.
  expect(everyone.slice(0, 2).map((account) => account.id)).toEqual([shopper.id, admin.id]);
});

const list = (query = '', options: CallOptions = { token: admin.token }) =>
  call(GET, 'GET', `/api/user/allusers${query ? `?${query}` : ''}`, options);

/** The ids of the accounts, in the order the reply must list them. */
const idsOf = (accounts: { id: string }[]) => accounts.map((account) => account.id);
const replyIds = (reply: Awaited<ReturnType<typeof list>>) => (reply.body.data as { _id: string }[]).map((user) => user._id);

async function expectPage(query: string, expected: Account[], pagination: { page: number; limit: number; hasMore: boolean; total: number }) {
  const reply = await list(query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.success).toBe(true);
  expect(reply.body.message).toBe('All users');
  expect(replyIds(reply)).toEqual(idsOf(expected));
  expect(reply.body.pagination).toEqual(pagination);
  return reply;
}

describe('pages', () => {
  it('without a query: the first 20 accounts, newest first, public fields only, and the total', async () => {
    const reply = await expectPage('', everyone.slice(0, 20), { page: 1, limit: 20, hasMore: true, total: everyone.length });
    (reply.body.data as unknown[]).forEach(expectPublicUser);
    expect(reply.body.data[0]).toMatchObject({ _id: shopper.id, name: 'Plain Shopper', role: 'USER', status: 'ACTIVE', emailVerified: true });
  });

  it('the last page holds the rest and says no more follow', async () => {
    await expectPage('page=2', everyone.slice(20), { page: 2, limit: 20, hasMore: false, total: everyone.length });
  });

  it('a page past the end is empty, with the total', async () => {
    await expectPage('page=3', [], { page: 3, limit: 20, hasMore: false, total: everyone.length });
    await expectPage('page=500&limit=100', [], { page: 500, limit: 100, hasMore: false, total: everyone.length });
  });

  it('hasMore is exact at the edge: a page as long as the list has no more, one row shorter has', async () => {
    const count = everyone.length;
    await expectPage(`limit=${count}`, everyone, { page: 1, limit: count, hasMore: false, total: count });
    await expectPage(`limit=${count - 1}`, everyone.slice(0, count - 1), { page: 1, limit: count - 1, hasMore: true, total: count });
    await expectPage(`page=${count}&limit=1`, everyone.slice(-1), { page: count, limit: 1, hasMore: false, total: count });
  });

  it('empty parameters are the same as absent ones', async () => {
    await expectPage('page=&limit=&search=&role=&status=&sort=', everyone.slice(0, 20), {
      page: 1,
      limit: 20,
      hasMore: true,
      total: everyone.length,
    });
  });
});

describe('search', () => {
  it('finds by part of the name, in any letter case', async () => {
    const kasun = everyone.filter((account) => account.name === 'Kasun Jayasuriya');
    expect(kasun).toHaveLength(1);
    await expectPage('search=JAYAsuriya', kasun, { page: 1, limit: 20, hasMore: false, total: 1 });
    await expectPage(`search=${encodeURIComponent('  suri ')}`, kasun, { page: 1, limit: 20, hasMore: false, total: 1 });
  });

  it('finds by part of the e-mail address, in any letter case', async () => {
    const dilani = everyone.filter((account) => account.email === 'dp@colombo-traders.example.lk');
    expect(dilani).toHaveLength(1);
    await expectPage('search=COLOMBO-Traders', dilani, { page: 1, limit: 20, hasMore: false, total: 1 });
  });

  it('pages through many matches', async () => {
    const matches = everyone.filter((account) => account.name.startsWith('Member 1'));
    expect(matches).toHaveLength(10);
    await expectPage('search=member%201&limit=4&page=3', matches.slice(8), { page: 3, limit: 4, hasMore: false, total: 10 });
  });

  it('takes % and _ literally, and answers an empty page when nothing matches', async () => {
    await expectPage('search=%25', [], { page: 1, limit: 20, hasMore: false, total: 0 });
    await expectPage('search=_', [], { page: 1, limit: 20, hasMore: false, total: 0 });
    await expectPage('search=nobody-by-this-name', [], { page: 1, limit: 20, hasMore: false, total: 0 });
  });
});

describe('filters', () => {
  it.each(['ADMIN', 'USER'] as const)('role=%s lists only that role', async (role) => {
    const expected = everyone.filter((account) => account.role === role);
    expect(expected.length).toBeGreaterThan(1);
    await expectPage(`role=${role}&limit=100`, expected, { page: 1, limit: 100, hasMore: false, total: expected.length });
  });

  const statuses: [string, (account: Account) => boolean][] = [
    ['verified', (account) => account.status === 'ACTIVE' && account.verified],
    ['unverified', (account) => account.status === 'ACTIVE' && !account.verified],
    ['suspended', (account) => account.status === 'SUSPENDED'],
  ];

  it.each(statuses)('status=%s lists only those accounts', async (status, matches) => {
    const expected = everyone.filter(matches);
    expect(expected.length).toBeGreaterThan(1);
    await expectPage(`status=${status}&limit=100`, expected, { page: 1, limit: 100, hasMore: false, total: expected.length });
  });

  it('the statuses split every account into three', async () => {
    const totals = await Promise.all(
      statuses.map(async ([status]) => (await list(`status=${status}`)).body.pagination as { total: number }),
    );
    expect(totals.reduce((sum, { total }) => sum + total, 0)).toBe(everyone.length);
  });

  it('filters and search combine', async () => {
    const expected = everyone.filter(
      (account) => account.role === 'USER' && account.status === 'ACTIVE' && account.verified && account.email.startsWith('member'),
    );
    expect(expected.length).toBeGreaterThan(1);
    await expectPage('role=USER&status=verified&search=MEMBER&limit=100', expected, {
      page: 1,
      limit: 100,
      hasMore: false,
      total: expected.length,
    });
  });
});

describe('sort by joined date', () => {
  it('joined_desc (the default) lists the newest first', async () => {
    await expectPage('sort=joined_desc&limit=100', everyone, { page: 1, limit: 100, hasMore: false, total: everyone.length });
  });

  it('joined_asc lists the oldest first, a page at a time', async () => {
    const oldestFirst = [...everyone].reverse();
    expect(oldestFirst[0]!.name).toBe('Member 00');
    await expectPage('sort=joined_asc&limit=10', oldestFirst.slice(0, 10), { page: 1, limit: 10, hasMore: true, total: everyone.length });
    await expectPage('sort=joined_asc&limit=10&page=2', oldestFirst.slice(10, 20), {
      page: 2,
      limit: 10,
      hasMore: true,
      total: everyone.length,
    });
  });
});

describe('refusals', () => {
  it('answers 401 to a guest', async () => {
    expectRefused(await list('', {}), 401, 'Please log in to continue');
  });

  it('answers 403 to a shopper', async () => {
    expectRefused(await list('', { token: shopper.token }), 403, 'Access denied! Admins only.');
  });

  it.each([
    ['page=0', 'page must be a whole number of 1 or more'],
    ['page=abc', 'page must be a whole number of 1 or more'],
    ['page=1.5', 'page must be a whole number of 1 or more'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['role=OWNER', 'role must be one of USER, ADMIN'],
    ['role=admin', 'role must be one of USER, ADMIN'],
    ['status=active', 'status must be one of verified, unverified, suspended'],
    ['sort=name', 'sort must be one of joined_desc, joined_asc'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers 400 to %s', async (query, message) => {
    expectRefused(await list(query), 400, message);
  });
});
