import 'server-only';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import pg from 'pg';

/**
 * Prisma's schema engine compiled to WebAssembly: it computes schema diffs (new migrations, drift)
 * on machines where Prisma's native engine cannot be downloaded.
 * Its package entry imports the .wasm file as an ES module, which Node refuses, so we instantiate it here.
 */

export const SCHEMA_PATH = path.resolve('prisma/schema.prisma');

type WasmBindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg') & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

let bindings: Promise<WasmBindings> | undefined;

function loadBindings(): Promise<WasmBindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(gluePath)) as WasmBindings;
    const wasm = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm, { './schema_engine_bg.js': glue });
    // The engine reports panics through this global before throwing.
    const panics = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
    panics.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message) => console.error(`Prisma schema engine panicked: ${message}`),
    };
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return glue;
  })();
  return bindings;
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
/** The pg_constraint types left out of what the engine reads (below): NOT NULL and CHECK. */
const UNREAD_CONSTRAINTS = new Set<unknown>(['n', 'c']);

type QueryResultLike = { fields?: { name: string; dataTypeID: number }[]; rows?: unknown[][] } | undefined;

/**
 * Adapts catalogue reads for the engine:
 * - one-byte "char" columns (relkind, contype...) are not mapped by the pg adapter ("Column type 'char'
 *   could not be deserialized"), so they are read as text;
 * - PostgreSQL 18 (the embedded PGlite) lists NOT NULL constraints in pg_constraint (contype 'n'), which this
 *   engine build cannot read; nullability is read from the columns anyway, so those rows are dropped;
 * - CHECK constraints (contype 'c', e.g. users_locale_check) make the engine read the type as a "char" and panic
 *   once it is text; schema.prisma cannot express them and Prisma never diffs them, so those rows are dropped too.
 */
function adaptCatalogResult<T extends QueryResultLike>(result: T): T {
  if (!result?.fields) return result;
  const constraintType = result.fields.findIndex((field) => field.name === 'constraint_type');
  if (constraintType >= 0 && Array.isArray(result.rows)) {
    result.rows = result.rows.filter((row) => !Array.isArray(row) || !UNREAD_CONSTRAINTS.has(row[constraintType]));
  }
  for (const field of result.fields) if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
  return result;
}

class CatalogReadingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- forwards every overload of pg's query
  override query(...args: any[]): any {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: Error | null, result: QueryResultLike) => callback(error, adaptCatalogResult(result));
    }
    const returned = (super.query as (...rest: unknown[]) => unknown)(...args);
    return returned instanceof Promise ? returned.then(adaptCatalogResult) : returned;
  }
}

const noFilters = { externalTables: [], externalEnums: [] };

export async function readSchema(): Promise<string> {
  return readFile(SCHEMA_PATH, 'utf8');
}

async function withEngine<T>(connectionString: string, run: (engine: SchemaEngine, schema: string) => Promise<T>) {
  const glue = await loadBindings();
  const schema = await readSchema();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString, Client: CatalogReadingClient }));
  const engine = (await glue.SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    () => {},
    adapter,
  )) as SchemaEngine;
  try {
    return await run(engine, schema);
  } finally {
    engine.free();
  }
}

/** SQL that turns an empty database into what schema.prisma describes. */
export async function sqlFromEmptyToSchema(connectionString: string): Promise<string> {
  return withEngine(connectionString, async (engine, schema) => {
    const result = await engine.diff({
      from: { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? '';
  });
}

/**
 * SQL that would bring the live database at connectionString to what schema.prisma describes:
 * empty when the migrated database and the schema agree (no drift), else the missing migration.
 */
export async function sqlFromDatabaseToSchema(connectionString: string): Promise<string> {
  return withEngine(connectionString, async (engine, schema) => {
    const files = [{ path: SCHEMA_PATH, content: schema }];
    const result = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: path.dirname(SCHEMA_PATH) },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return isEmptyMigration(result.stdout ?? '') ? '' : (result.stdout ?? '');
  });
}

/** The engine writes a comment line for an empty diff. */
export function isEmptyMigration(sql: string): boolean {
  return sql
    .split('\n')
    .map((line) => line.trim())
    .every((line) => line === '' || line.startsWith('--'));
}
