/** npm run db:migrate: applies pending migrations to DATABASE_URL (see lib/db/migrate.ts). */
import { loadConfig } from '@/lib/config';
import { applyMigrations } from '@/lib/db/migrate';

const { databaseUrl } = loadConfig();
if (!databaseUrl) {
  console.error('DATABASE_URL is not set. (npm start and npm run dev migrate the embedded database themselves.)');
  process.exit(1);
}
const result = await applyMigrations(databaseUrl, { log: (line) => console.log(line) });
console.log(
  result.applied.length
    ? `Applied ${result.applied.length} migration(s); ${result.alreadyApplied} already applied.`
    : `Database is up to date (${result.alreadyApplied} migration(s) applied).`,
);
