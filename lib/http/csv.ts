import 'server-only';
import Papa from 'papaparse';
import { PRIVATE_NO_STORE } from './cache-control';

/**
 * The shop's CSV downloads (payments.csv, the orders export): how their lines are written, and how a file is streamed
 * from the database a batch at a time.
 */

/** A field a spreadsheet would read as a formula (OWASP's CSV injection list): checked at its first character only. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV lines: the header row of `fields` (unless `header: false`, for an export's later batches), then `rows`, each
 * line ending in CRLF so batches join into one file. Every field quoted (names with commas, quotes or line breaks stay
 * one field); no byte-order mark.
 */
export function csvLines(fields: readonly string[], rows: string[][], { header = true }: { header?: boolean } = {}): string {
  const text = Papa.unparse(
    { fields: [...fields], data: rows },
    // escapeFormulae: a name such as '=HYPERLINK(...)' (or starting with +, -, @, a tab or a CR) must not run as a
    // formula when the file is opened in a sheet: such a field is prefixed with '. Papa's own pattern for `true`
    // (/^[=+\-@\t\r].*$/) misses a field that also holds a line break ('.' stops at it), so only the start is tested.
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n', header },
  );
  // Papa ends a header without rows in a line break already, and a file with rows without one.
  if (!text || text.endsWith('\r\n')) return text;
  return `${text}\r\n`;
}

/** One read of an export: its CSV lines, and the key to read on from (none after the last batch). */
export type CsvBatch<Key> = { text: string; next?: Key };

export type CsvExport<Key> = {
  /** The download's file name (plain ASCII: it goes into Content-Disposition as is). */
  filename: string;
  /** The header row (csvLines of no rows). */
  header: string;
  /** The batch after `after`, or the first one without it. */
  readBatch: (after?: Key) => Promise<CsvBatch<Key>>;
  /** What the log calls the export when a download breaks off ('Payments'). */
  name: string;
};

/**
 * The file as a stream: the header row, then one batch per read, each read starting after the previous batch's last
 * key. The first batch is read before the reply starts, so a database that is down or busy is the API's 500 or 503
 * rather than a 200 that breaks off. Later reads happen as the client takes the file (pull), so a slow download never
 * piles rows up in memory; a client that goes away cancels the stream: no further reads, and the batch in flight is
 * dropped quietly (enqueueing into a cancelled stream would throw and be logged as a failure).
 */
async function csvStream<Key>({ header, readBatch, name }: CsvExport<Key>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await readBatch();
  let after = first.next;
  let cancelled = false;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(header + first.text));
      if (!after) controller.close();
    },
    async pull(controller) {
      try {
        const batch = await readBatch(after);
        if (cancelled) return;
        if (batch.text) controller.enqueue(encoder.encode(batch.text));
        after = batch.next;
        if (!after) controller.close();
      } catch (error) {
        if (cancelled) return;
        // The reply has started (200): the download breaks off, and the reason is logged here.
        console.error(`${name} export failed`, error);
        controller.error(error);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
}

/** The reply of a CSV export: the file as a download, never cached (its first batch read before the reply starts). */
export async function csvDownload<Key>(file: CsvExport<Key>): Promise<Response> {
  return new Response(await csvStream(file), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': PRIVATE_NO_STORE,
    },
  });
}
