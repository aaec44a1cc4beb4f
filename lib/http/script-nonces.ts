import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import type { FrameworkScriptCheck } from './framework-scripts';

/**
 * A fresh CSP nonce on every page sent, for the framework's own inline scripts only, added as the HTML leaves the
 * server: the cached pages stay cached (the HTML in Next's cache carries no nonce), yet the policy needs no
 * 'unsafe-inline'. Which inline scripts are the framework's is judged by their whole text (lib/http/framework-scripts.ts);
 * any other inline script, event handler or `javascript:` address is refused by the browser.
 */

const SCRIPT_OPEN = '<script';
// Types a browser does not run (JSON-LD and other data blocks): no nonce needed, and none given.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The value of attribute `name` in a start tag's attribute text, as Next and React write them (double quotes). */
const attributeOf = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`, 'i').exec(attributes.trimEnd());

/**
 * Adds ` nonce="…"` to the framework's inline scripts of one HTML document, fed in pieces as it streams. A script is
 * held back until its end arrives (its whole text decides), everything else passes at once.
 */
export class ScriptNonceWriter {
  private pending = '';
  /** Inline scripts seen that were not the framework's (left without a nonce, so the browser refuses them). */
  refused = 0;

  constructor(
    private readonly nonce: string,
    private readonly isFrameworkScript: FrameworkScriptCheck,
  ) {}

  write(text: string): string {
    this.pending += text;
    let out = '';
    let from = 0;
    for (;;) {
      const open = this.pending.indexOf(SCRIPT_OPEN, from);
      if (open === -1) {
        // Keep a tail that may be the start of `<script`.
        const keep = Math.max(from, this.pending.length - (SCRIPT_OPEN.length - 1));
        out += this.pending.slice(from, keep);
        from = keep;
        break;
      }
      const tagEnd = this.pending.indexOf('>', open);
      const close = tagEnd === -1 ? -1 : this.pending.indexOf('</script', tagEnd);
      if (close === -1) {
        out += this.pending.slice(from, open);
        from = open;
        break;
      }
      const afterName = this.pending[open + SCRIPT_OPEN.length]!;
      const attributes = this.pending.slice(open + SCRIPT_OPEN.length, tagEnd);
      out += this.pending.slice(from, open) + this.scriptWithNonce(afterName, attributes, this.pending.slice(tagEnd + 1, close));
      from = close;
    }
    this.pending = this.pending.slice(from);
    return out;
  }

  /** The rest, at the end of the document (an unfinished script stays as it was: without a nonce). */
  end(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }

  private scriptWithNonce(afterName: string, attributes: string, body: string): string {
    const unchanged = `${SCRIPT_OPEN}${attributes}>${body}`;
    // `<scripts>` or `<script-x>` is another element; a script with src is judged by its address (script-src 'self').
    if (!/[\s>/]/.test(afterName) || attributeOf(attributes, 'src') || attributeOf(attributes, 'nonce')) return unchanged;
    const type = attributeOf(attributes, 'type')?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) return unchanged;
    if (!this.isFrameworkScript(body)) {
      this.refused += 1;
      return unchanged;
    }
    return `${SCRIPT_OPEN} nonce="${this.nonce}"${attributes}>${body}`;
  }
}

/**
 * A cached page is the same text reply after reply, so its scan is kept (by its text; the last `capacity` pages) as the
 * page's bytes between the places a nonce goes: a reply then costs one copy of those bytes with its own nonce between
 * them (less than encoding the text anew, which Node would otherwise do). The places are found with a nonce drawn once
 * per process, which no page can carry.
 */
class ScannedPages {
  private readonly markerNonce = randomBytes(18).toString('base64url');
  private readonly pages = new Map<string, { parts: Buffer[]; refused: number }>();

  constructor(
    private readonly isFrameworkScript: FrameworkScriptCheck,
    private readonly capacity = 64,
  ) {}

  withNonce(html: string, nonce: string): { bytes: Buffer; refused: number } {
    let scanned = this.pages.get(html);
    if (scanned) {
      this.pages.delete(html);
    } else {
      const writer = new ScriptNonceWriter(this.markerNonce, this.isFrameworkScript);
      const parts = (writer.write(html) + writer.end()).split(` nonce="${this.markerNonce}"`).map((part) => Buffer.from(part));
      scanned = { parts, refused: writer.refused };
      if (this.pages.size >= this.capacity) this.pages.delete(this.pages.keys().next().value!);
    }
    this.pages.set(html, scanned);
    const attribute = Buffer.from(` nonce="${nonce}"`);
    return { bytes: Buffer.concat(scanned.parts.flatMap((part, index) => (index === 0 ? [part] : [attribute, part]))), refused: scanned.refused };
  }
}

export type PagePolicy = (request: IncomingMessage, nonce: string) => string;

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

/** The text of the pieces of one body; a character split between two byte pieces is held until its end arrives. */
function bodyText() {
  const decoder = new StringDecoder('utf8');
  return (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk !== 'string' ? decoder.write(Buffer.from(chunk)) : !encoding || /^utf-?8$/i.test(encoding) ? chunk : decoder.write(Buffer.from(chunk, encoding));
}

/**
 * Every HTML reply gets the page policy with a fresh nonce, and its framework scripts that nonce. Set before anything
 * that encodes the body (compression), so it works on the HTML itself. `onRefused` hears of a page that carried an
 * inline script that was not the framework's (logged: an injection, or a framework upgrade that writes a new kind).
 */
export function withScriptNonces(
  listener: RequestListener,
  options: { policy: PagePolicy; isFrameworkScript: FrameworkScriptCheck; onRefused: (path: string, count: number) => void },
): RequestListener {
  const scannedPages = new ScannedPages(options.isFrameworkScript);
  return (request, response) => {
    const write = response.write.bind(response) as (chunk: Chunk, encoding: BufferEncoding, callback?: Callback) => boolean;
    const end = response.end.bind(response) as (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => ServerResponse;
    const writeHead = response.writeHead.bind(response) as (status: number, message?: string) => ServerResponse;
    const flushHeaders = response.flushHeaders.bind(response);
    let writer: ScriptNonceWriter | null | undefined;
    let nonce = '';
    let streamed = false;
    const textOf = bodyText();

    /** Decided once, when the headers are about to go: an HTML reply gets its policy and a writer. */
    const writerOf = (): ScriptNonceWriter | null => {
      if (writer !== undefined) return writer;
      writer = null;
      if (response.headersSent || !String(response.getHeader('content-type') ?? '').startsWith('text/html')) return writer;
      nonce = randomBytes(18).toString('base64');
      response.setHeader('Content-Security-Policy', options.policy(request, nonce));
      writer = new ScriptNonceWriter(nonce, options.isFrameworkScript);
      return writer;
    };
    // The nonces change the body's length: a length set for the HTML as Next made it no longer holds. A page sent whole
    // (one end) gets its new length; a HEAD reply has no body to measure.
    let wholeLength: number | undefined;
    const headersGoing = () => {
      if (!writerOf() || response.headersSent) return;
      if (wholeLength === undefined || request.method === 'HEAD') response.removeHeader('content-length');
      else response.setHeader('content-length', wholeLength);
    };
    const report = (refused: number) => {
      if (refused) options.onRefused(request.url ?? '', refused);
    };

    response.writeHead = ((status: number, ...rest: [string | OutgoingHttpHeaders | undefined, OutgoingHttpHeaders?]) => {
      const [first, second] = rest;
      const message = typeof first === 'string' ? first : undefined;
      const headers = typeof first === 'object' ? first : second;
      if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
      headersGoing();
      return writeHead(status, message);
    }) as ServerResponse['writeHead'];
    response.flushHeaders = () => {
      headersGoing();
      flushHeaders();
    };
    response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      const [givenEncoding, done] = typeof encoding === 'function' ? [undefined, encoding] : [encoding, callback];
      headersGoing();
      const html = writerOf();
      if (!html) return write(chunk, givenEncoding ?? 'utf8', done);
      streamed = true;
      return write(html.write(textOf(chunk, givenEncoding)), 'utf8', done);
    }) as ServerResponse['write'];
    response.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
      const body = typeof chunk === 'function' ? undefined : chunk;
      const givenEncoding = typeof encoding === 'string' ? encoding : undefined;
      const done = [chunk, encoding, callback].find((value): value is () => void => typeof value === 'function');
      const html = writerOf();
      if (!html) return end(body as Chunk, givenEncoding ?? 'utf8', done);
      // Next ends a HEAD reply with end(null).
      const rest = body == null ? '' : textOf(body, givenEncoding);
      let bytes: Buffer;
      if (streamed) {
        bytes = Buffer.from(html.write(rest) + html.end());
        report(html.refused);
      } else {
        // The whole page in one piece, as Next sends a cached page.
        const page = scannedPages.withNonce(rest, nonce);
        bytes = page.bytes;
        report(page.refused);
      }
      wholeLength = bytes.length;
      // Node sends the headers from end() through writeHead (above) when nothing was written before.
      return end(bytes, undefined, done);
    }) as ServerResponse['end'];
    return listener(request, response);
  };
}
