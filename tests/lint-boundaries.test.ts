import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint's two import boundaries (eslint-rules/boundaries.mjs, switched on in eslint.config.mjs), run on
 * sources placed where a real file would live: the rules read the files they import, so the imports are real.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the server/browser line', () => {
  it("refuses a client component's import of a server module", async () => {
    const errors = await boundaryErrors(
      'components/cart/probe.tsx',
      "'use client';\nimport { listCart } from '@/lib/cart/cart-items';\nexport const probe = listCart;\n",
    );
    expect(errors).toEqual([expect.stringContaining("boundaries/server-client: This 'use client' module imports the server module '@/lib/cart/cart-items'")]);
  });

  it('lets a client component import pure modules and take server types', async () => {
    const errors = await boundaryErrors(
      'components/cart/probe.tsx',
      "'use client';\nimport type { Db } from '@/lib/db/client';\nimport { formatRs } from '@/lib/money';\nexport const probe: [typeof formatRs, Db | null] = [formatRs, null];\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('the lib layers', () => {
  it('refuses an import from a higher lib folder', async () => {
    const errors = await boundaryErrors('lib/money/probe.ts', "import { orderAmounts } from '@/lib/orders/pricing';\nexport const probe = orderAmounts;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("boundaries/lib-layers: lib/money imports '@/lib/orders/pricing' from the higher layer lib/orders");
  });

  it('allows an import from a lower one', async () => {
    const errors = await boundaryErrors('lib/orders/probe.ts', "import 'server-only';\nimport { sum } from '@/lib/money';\nexport const probe = sum;\n");
    expect(errors).toEqual([]);
  });
});
