/**
 * The server Playwright starts (playwright.config.ts): the production build on a fresh, seeded database
 * (a recreated `shop_e2e` database on DATABASE_URL's server when set, else a fresh embedded one), with its
 * mail going to a mail catcher the tests read (scripts/e2e-mailbox.ts), so every run starts from the same state.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { recreateDatabase } from '@/lib/db/temporary-database';
import { E2E_ADMIN, E2E_MAILBOX, E2E_REALTIME_PORT } from '@/e2e/support/environment';
import { startMailbox } from './e2e-mailbox';
import { UNCAPPED_CASH_ON_DELIVERY } from './measured-shop';
import { runShop } from './shop-server';

const dataDir = path.resolve('.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
const mailbox = await startMailbox(E2E_MAILBOX);

process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL = E2E_ADMIN.email;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
process.env.SMTP_URL = mailbox.smtpUrl;
// Every browser of the suite comes from 127.0.0.1: the per-address limits would count the whole suite as one client.
process.env.RATE_LIMIT_ADDRESS_MULTIPLIER = '20';
process.env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS = '400';
// A suite's shopper leaves more card orders unpaid than a real one would; the cap has its own integration tests.
process.env.MAX_OPEN_UNPAID_ORDERS = '0';
// The same for undelivered cash-on-delivery orders (a worker's shopper serves several files).
Object.assign(process.env, UNCAPPED_CASH_ON_DELIVERY);
// Next to the mailbox's ports, so two suites (or a running shop) can share the machine.
process.env.REALTIME_PORT = String(E2E_REALTIME_PORT);

const serverUrl = process.env.DATABASE_URL;
const databaseUrl = serverUrl ? await recreateDatabase(serverUrl, 'shop_e2e') : undefined;
await runShop('start', { databaseUrl });
