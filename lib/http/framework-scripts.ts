import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Which inline scripts of a page are Next's and React's own, judged by their whole text: only those get the response's
 * CSP nonce (lib/http/script-nonces.ts). Anything else inline, such as markup that slipped past escaping, runs nowhere.
 *
 * What the framework writes inline, and nothing more:
 * - Next's flight data: `(self.__next_f=self.__next_f||[]).push(J)` and `self.__next_f.push(J)`, J a JSON array
 *   (app-render/use-flight-response.js), joined by `;` when a form state follows the bootstrap;
 * - Turbopack's chunk bootstrap: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(J);`, J a JSON object;
 * - React's streaming runtime: its fixed function definitions (read from the react-dom Next ships, below), then calls of
 *   its instructions (`$RC("B:0","S:0")`) with literal arguments.
 * JSON is data: a script that is a push of JSON runs no code of its own.
 */

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push(';
const FLIGHT_PUSH = 'self.__next_f.push(';
const TURBOPACK_BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

// The usual flight push, [kind] or [kind,"text"], checked without building the parsed value.
const FLIGHT_CHUNK = /^\[\d{1,2}(?:,"(?:[^"\\]|\\.)*")?\]$/;
const JSON_STRING = '"(?:[^"\\\\]|\\\\.)*"';
// Calls of React's instructions with literal arguments: strings, numbers, null and arrays of them.
const INSTRUCTION_CALLS = new RegExp(`^(?:\\$R[A-Z]\\((?:${JSON_STRING}|-?\\d+|null|[,\\[\\]])*\\);?)*$`);

function isJson(text: string, shape: 'array' | 'object'): boolean {
  if (shape === 'array' && FLIGHT_CHUNK.test(text)) return true;
  try {
    const value: unknown = JSON.parse(text);
    return shape === 'array' ? Array.isArray(value) : typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const FLIGHT_SEPARATOR = `);${FLIGHT_PUSH}`;

/** Next's flight data: pushes of JSON arrays, the bootstrap first if at all, joined by `;`. */
function isFlightData(body: string, first = true): boolean {
  const prefix = first && body.startsWith(FLIGHT_BOOTSTRAP) ? FLIGHT_BOOTSTRAP : body.startsWith(FLIGHT_PUSH) ? FLIGHT_PUSH : null;
  if (prefix === null) return false;
  if (body.endsWith(')') && isJson(body.slice(prefix.length, -1), 'array')) return true;
  // Several pushes (the bootstrap, then a form state). The separator's text may also be inside a JSON string, so each
  // place is tried: the part before it must be JSON and the rest pushes again.
  for (let at = body.indexOf(FLIGHT_SEPARATOR, prefix.length); at !== -1; at = body.indexOf(FLIGHT_SEPARATOR, at + 1)) {
    if (isJson(body.slice(prefix.length, at), 'array') && isFlightData(body.slice(at + 2), false)) return true;
  }
  return false;
}

function isTurbopackBootstrap(body: string): boolean {
  return body.startsWith(TURBOPACK_BOOTSTRAP) && body.endsWith(');') && isJson(body.slice(TURBOPACK_BOOTSTRAP.length, -2), 'object');
}

/** React's streaming scripts: its runtime definitions (any of `runtimes`, at the start), then instruction calls. */
function isReactInstruction(body: string, runtimes: readonly string[]): boolean {
  let rest = body;
  for (let runtime = runtimes.find((known) => rest.startsWith(known)); runtime; runtime = runtimes.find((known) => rest.startsWith(known))) {
    rest = rest.slice(runtime.length);
  }
  return rest !== body || rest.startsWith('$R') ? INSTRUCTION_CALLS.test(rest) : false;
}

export type FrameworkScriptCheck = (body: string) => boolean;

/** The check of one inline script's text, knowing React's runtime definitions. */
export function frameworkScriptCheck(reactRuntimes: readonly string[]): FrameworkScriptCheck {
  // Longest first, so that a definition that extends another is taken whole.
  const runtimes = [...reactRuntimes].sort((a, b) => b.length - a.length);
  return (body) => isFlightData(body) || isTurbopackBootstrap(body) || isReactInstruction(body, runtimes);
}

// The react-dom server builds Next renders pages with (stable and experimental channels; Node and edge).
const REACT_DOM_SERVER_BUILDS = ['react-dom', 'react-dom-experimental'].flatMap((channel) =>
  ['node', 'edge'].map((runtime) => `next/dist/compiled/${channel}/cjs/react-dom-server.${runtime}.production.js`),
);

/** React's runtime scripts by the names its server build gives them (a test fails if a React upgrade renames them). */
export const REACT_RUNTIME_NAMES = [
  'shellTimeRuntimeScript',
  'formReplayingRuntimeScript',
  'completeSegmentScript1Full',
  'completeBoundaryScriptFunctionOnly',
  'completeBoundaryWithStylesScript1FullPartial',
  'clientRenderScriptFunctionOnly',
  'clientRenderScript1Full',
] as const;

const PRECOMPUTED_CHUNK = /(\w+)\s*=\s*stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)/g;

/** The text of a JavaScript string literal as React's build writes them (quotes, `\x3c`, `\\`, `\'`, `\"`, `\n`). */
function stringLiteralText(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, escape: string) =>
      escape.length > 1 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : escape === 'n' ? '\n' : escape === 't' ? '\t' : escape,
    );
}

/**
 * React's runtime definitions as the installed react-dom writes them: read from its server builds' source, since React
 * exports no list. A definition written with its first call's start (`...};$RS("`) is kept without that start.
 */
export function reactRuntimeScripts(): { scripts: string[]; names: Set<string> } {
  const require = createRequire(import.meta.url);
  const scripts = new Set<string>();
  const names = new Set<string>();
  for (const build of REACT_DOM_SERVER_BUILDS) {
    let source: string;
    try {
      source = readFileSync(require.resolve(build), 'utf8');
    } catch {
      continue;
    }
    for (const [, name, literal] of source.matchAll(PRECOMPUTED_CHUNK)) {
      if (!(REACT_RUNTIME_NAMES as readonly string[]).includes(name!)) continue;
      names.add(name!);
      scripts.add(stringLiteralText(literal!).replace(/\$R[A-Z]\("$/, ''));
    }
  }
  return { scripts: [...scripts], names };
}
