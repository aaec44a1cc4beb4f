import { toCategoryJson } from '@/lib/catalog/catalog-json';
import { listCategories } from '@/lib/catalog/categories';
import { ok, withApi } from '@/lib/http';

export const GET = withApi(async () => ok('Categories', (await listCategories()).map(toCategoryJson)));
