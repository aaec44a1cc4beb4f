// npm install runs this (postinstall): generates the Prisma client. `prisma generate` insists on a schema
// engine binary even though the client needs none; where Prisma's native engine could not be downloaded
// (no access to its binary host), PRISMA_SCHEMA_ENGINE_BINARY names any existing file, as Prisma allows.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const enginesDir = fileURLToPath(new URL('../node_modules/@prisma/engines/', import.meta.url));
const hasNativeEngine = existsSync(enginesDir) && readdirSync(enginesDir).some((file) => file.startsWith('schema-engine'));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!hasNativeEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);

const prisma = fileURLToPath(new URL('../node_modules/prisma/build/index.js', import.meta.url));
const result = spawnSync(process.execPath, [prisma, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
