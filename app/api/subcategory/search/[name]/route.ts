import { toSubcategoryJson } from '@/lib/catalog/catalog-json';
import { findSubcategoryByName } from '@/lib/catalog/subcategories';
import { ok, withApi } from '@/lib/http';

export const GET = withApi<{ name: string }>(async ({ params }) =>
  ok('Subcategory found', toSubcategoryJson(await findSubcategoryByName(params.name.trim().slice(0, 80)))),
);
