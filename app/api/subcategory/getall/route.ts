import { toSubcategoryJson } from '@/lib/catalog/catalog-json';
import { listSubcategories } from '@/lib/catalog/subcategories';
import { ok, withApi } from '@/lib/http';

export const GET = withApi(async () => ok('Subcategories', (await listSubcategories()).map(toSubcategoryJson)));
