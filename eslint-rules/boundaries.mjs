/**
 * The shop's two import boundaries, as a local ESLint plugin. Local rather than eslint-plugin-boundaries because
 * both depend on file contents, not paths: which code is client code (a 'use client' file and every module it
 * imports, wherever it lives, except a 'use server' module: the browser gets only a reference to its actions) and which module is server code (it starts with `import 'server-only'`; every server
 * module of lib/ does).
 *
 * - `boundaries/server-client`: client code never imports server code (a marked module, or a node-only package such
 *   as node:*, next/headers, the Prisma client); a server module never imports a browser-only one (`import
 *   'client-only'`). Type-only imports are free: they vanish from the bundle.
 * - `boundaries/lib-layers`: a lib folder imports only its own or lower folders, in the order given as the rule's
 *   `layers` option (lowest first); a folder missing from the list is reported so that it gets its place. Type
 *   imports count here: a type is a dependency too. The `exceptions` option lists upward imports still allowed, as
 *   'lib/auth/current-user.ts imports lib/users'; an exception no longer used is reported, so the list only shrinks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const BUILTINS = new Set(builtinModules);
/** Packages that run on the server only. */
const SERVER_PACKAGES = [
  /^node:/, /^server-only$/, /^next\/headers$/, /^next\/cache$/, /^@prisma\//, /^pg$/, /^nodemailer$/, /^stripe$/, /^pusher$/, /^@aws-sdk\//, /^sharp$/, /^@node-rs\//, /^ws$/,
  /^proxy-addr$/,
];
const MARK = (name) => new RegExp(`^\\s*import\\s+['"]${name}['"];?\\s*$`, 'm');
const SERVER_MARK = MARK('server-only');
const CLIENT_MARK = MARK('client-only');
/** The generated Prisma client is server code (unmarked: it is generated); its enums (plain objects) are not. */
const GENERATED_SERVER = /[\\/]lib[\\/]generated[\\/](?!prisma[\\/](enums|browser)\.ts$)/;
const directive = (name) => new RegExp(`^(?:\\s*(?:\\/\\/[^\\n]*|\\/\\*[\\s\\S]*?\\*\\/))*\\s*['"]${name}['"]`);
const USE_CLIENT = directive('use client');
const USE_SERVER = directive('use server');

const sources = new Map();
function sourceOf(file) {
  if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
  return sources.get(file);
}

function resolveLocal(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The value imports of a source text (a quick scan: enough to follow the graph, the AST checks each file). A clause
 * never crosses a `;`, so an `export type X = {...};` cannot swallow the statement after it.
 */
function valueImportsOf(source) {
  const found = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const names = match[2].match(/^\{([\s\S]*)\}$/);
    const onlyTypes = names && names[1].split(',').map((part) => part.trim()).filter(Boolean).every((part) => part.startsWith('type '));
    if (!match[1] && !onlyTypes) found.push(match[3]);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]);
  return found;
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : walk(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module client code reaches, mapped to the 'use client' file it is reached from. Built once per run. */
let clientGraph;
function clientGraphOf() {
  if (clientGraph) return clientGraph;
  clientGraph = new Map();
  const stack = SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir)))
    .filter((file) => USE_CLIENT.test(sourceOf(file)))
    .map((file) => [file, file]);
  while (stack.length > 0) {
    const [file, entry] = stack.pop();
    if (clientGraph.has(file)) continue;
    clientGraph.set(file, entry);
    for (const specifier of valueImportsOf(sourceOf(file))) {
      const target = resolveLocal(specifier, file);
      if (target && !clientGraph.has(target) && !USE_SERVER.test(sourceOf(target))) stack.push([target, entry]);
    }
  }
  return clientGraph;
}

/** The import declarations, re-exports and import() calls of a file, with whether each is type-only. */
function importVisitors(check) {
  const typeOnly = (node) =>
    node.importKind === 'type' || node.exportKind === 'type' ||
    (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value, typeOnly(node));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const rel = (file) => path.relative(ROOT, file);

const serverClient = {
  meta: {
    type: 'problem',
    docs: { description: 'Client code imports no server module; server modules import no browser-only module.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const source = context.sourceCode.text;
    const clientEntry = USE_CLIENT.test(source) ? file : clientGraphOf().get(file);
    const isServer = SERVER_MARK.test(source);
    if (!clientEntry && !isServer) return {};
    return importVisitors((node, specifier, typeOnly) => {
      if (typeOnly) return;
      const target = resolveLocal(specifier, file);
      if (clientEntry) {
        const server = target
          ? !USE_SERVER.test(sourceOf(target)) && (GENERATED_SERVER.test(target) || SERVER_MARK.test(sourceOf(target)))
          : SERVER_PACKAGES.some((re) => re.test(specifier)) || BUILTINS.has(specifier);
        if (server) {
          const where = clientEntry === file ? "This 'use client' module" : `This module (client code: ${rel(clientEntry)} imports it)`;
          context.report({ node, message: `${where} imports the server module '${specifier}'.` });
        }
      } else if (target && CLIENT_MARK.test(sourceOf(target))) {
        context.report({ node, message: `This server module imports the browser-only module '${specifier}'.` });
      }
    });
  },
};

const libLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'A lib folder imports only its own and lower folders (the layers option, lowest first).' },
    schema: [
      {
        type: 'object',
        properties: { layers: { type: 'array', items: { type: 'string' } }, exceptions: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const layers = context.options[0]?.layers ?? [];
    const ownPath = rel(context.filename).split(path.sep).join('/');
    const excepted = new Set(
      (context.options[0]?.exceptions ?? [])
        .map((exception) => exception.split(' imports lib/'))
        .filter(([from]) => from === ownPath)
        .map(([, layer]) => layer),
    );
    const used = new Set();
    const libDir = path.join(ROOT, 'lib') + path.sep;
    // lib/config.ts is the layer 'config'; lib/generated (the Prisma client) lies under every layer.
    const layerOf = (file) => (file.startsWith(libDir) ? file.slice(libDir.length).split(path.sep)[0].replace(/\.tsx?$/, '') : null);
    const own = layerOf(context.filename);
    if (!own || own === 'generated') return {};
    const ownRank = layers.indexOf(own);
    return {
      Program(node) {
        if (ownRank === -1) context.report({ node, message: `lib/${own} has no place in the lib layers (LIB_LAYERS in eslint.config.mjs).` });
      },
      'Program:exit'(node) {
        for (const layer of excepted) {
          if (!used.has(layer)) context.report({ node, message: `The exception '${ownPath} imports lib/${layer}' is no longer needed: remove it from LIB_LAYER_EXCEPTIONS.` });
        }
      },
      ...importVisitors((node, specifier) => {
        const target = resolveLocal(specifier, context.filename);
        const layer = target && layerOf(target);
        if (!layer || layer === own || layer === 'generated' || ownRank === -1) return;
        const rank = layers.indexOf(layer);
        if (rank === -1) context.report({ node, message: `lib/${layer} has no place in the lib layers (LIB_LAYERS in eslint.config.mjs).` });
        else if (rank > ownRank && excepted.has(layer)) used.add(layer);
        else if (rank > ownRank) {
          context.report({ node, message: `lib/${own} imports '${specifier}' from the higher layer lib/${layer}: lib folders import only downward (LIB_LAYERS in eslint.config.mjs).` });
        }
      }),
    };
  },
};

const boundaries = { meta: { name: 'shop-boundaries' }, rules: { 'server-client': serverClient, 'lib-layers': libLayers } };
export default boundaries;
