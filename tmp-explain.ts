import { PrismaPg } from '@prisma/adapter-pg';
import { applyMigrations } from '@/lib/db/migrate';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { setPrismaClient } from '@/lib/db/client';
import { listAllReviews, listUserReviews } from '@/lib/reviews/reviews';
import { adminReviewQueryOf } from '@/lib/reviews/review-list-query';

const url = 'postgresql://postgres@127.0.0.1:5432/scratch_yrev';
await applyMigrations(url);
const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }), log: [{ emit: 'event', level: 'query' }] });
const queries: { query: string; params: string }[] = [];
client.$on('query', (e) => queries.push({ query: e.query, params: e.params }));
setPrismaClient(client);
if (process.argv[2] === 'capture') {
  for (const q of ['', 'rating=2', 'productId=P', 'search=perera', 'page=500']) {
    queries.length = 0;
    await listAllReviews(adminReviewQueryOf(new URLSearchParams(q)));
    console.log('### ' + q);
    for (const x of queries) console.log(x.query, '\n  PARAMS', x.params);
  }
  queries.length = 0;
  await listUserReviews({ _id: 'u1', name: 'x', role: 'USER' }, 'u1', { page: 1, limit: 10 });
  console.log('### user');
  for (const x of queries) console.log(x.query, '\n  PARAMS', x.params);
}
await client.$disconnect();
