/**
 * The server Playwright starts (playwright.config.ts): the production build on a fresh, seeded database
 * (a recreated `shop_e2e` database on DATABASE_URL's server when set, else a fresh embedded one),
 * so every run starts from the same demo data.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { recreateDatabase } from '@/lib/db/temporary-database';
import { runShop } from './shop-server';

const E2E_ADMIN = { email: 'admin@shop.local', password: 'E2e-Admin-Pass1!' };

const dataDir = path.resolve('.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL = E2E_ADMIN.email;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;

const serverUrl = process.env.DATABASE_URL;
const databaseUrl = serverUrl ? await recreateDatabase(serverUrl, 'shop_e2e') : undefined;
await runShop('start', { databaseUrl });
