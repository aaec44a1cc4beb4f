/**
 * A mail catcher for the browser tests: an SMTP server that keeps every message in memory, and an HTTP
 * endpoint to read them (GET /messages?to=<address> → [{ to, subject, text }], oldest first).
 * Started by scripts/e2e-server.ts; the shop sends real SMTP to it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string };

/** The subject and the text body of a raw single-part message (our mails are plain text + HTML alternatives). */
function parse(raw: string): Omit<CaughtMail, 'to'> {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const subject = unfolded.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? '';
  const decoded = unfolded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject, text: decoded };
}

export async function startMailbox(options: { smtpPort: number; httpPort: number }) {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        mails.push({ to, ...parse(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort, '127.0.0.1', resolve));

  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = mails.filter((mail) => !to || mail.to.includes(to));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => api.listen(options.httpPort, '127.0.0.1', resolve));

  // Both servers live as long as the e2e server process.
  return { smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` };
}
