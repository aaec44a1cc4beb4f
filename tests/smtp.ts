import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { rememberSecret } from './secrets';

/**
 * A real SMTP server for integration tests, on a random free port of 127.0.0.1, keeping every message it
 * receives. The shop talks to it through nodemailer exactly as it would to a production server.
 */

export type ReceivedMail = {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The decoded text/plain body. */
  text: string;
  /** The decoded text/html body; '' when there is none. */
  html: string;
  messageId: string;
  raw: string;
};

export type TestSmtp = {
  url: string;
  mails: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** The newest mail to `address`; fails the test when there is none. */
  lastMailTo(address: string): ReceivedMail;
  /** The code of the newest verification link mailed to `address` (…/verify-email?code=…). */
  verificationCodeFor(address: string): string;
  /** The 6-digit OTP of the newest password-reset mail to `address`. */
  otpFor(address: string): string;
  /** Refuses the next `count` messages with a temporary failure (451), as a server in trouble does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** The body of the given type of a single-part or multipart message (the shop sends text + HTML alternatives). */
function bodyOf(part: Part, wanted: 'text/plain' | 'text/html'): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const body = bodyOf(splitPart(piece.replace(/^\r\n/, '')), wanted);
      if (body !== undefined) return body;
    }
    return undefined;
  }
  return type.toLowerCase().startsWith(wanted) ? decodeBody(part) : undefined;
}

/** A header as sent: RFC 2047 encoded words (a subject with '×' or 'Rs.' amounts in UTF-8) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  return {
    to,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: bodyOf(message, 'text/plain') ?? '',
    html: bodyOf(message, 'text/html') ?? '',
    messageId: message.headers.get('message-id') ?? '',
    raw,
  };
}

const LINK_CODE = /\/verify-email\?code=([A-Za-z0-9_%-]+)/;
const OTP = /(?<!\d)(\d{6})(?!\d)/;

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        // Whatever code a mail carries must never show up in a reply (tests/secrets.ts).
        const code = mail.text.match(LINK_CODE)?.[1];
        if (code) rememberSecret(decodeURIComponent(code));
        const otp = mail.text.match(OTP)?.[1];
        if (otp) rememberSecret(otp);
        mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const mailsTo = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  const lastMailTo = (address: string) => {
    const mail = mailsTo(address).at(-1);
    if (!mail) throw new Error(`no mail arrived for ${address}`);
    return mail;
  };
  const find = (address: string, pattern: RegExp, what: string) => {
    const found = mailsTo(address)
      .map((mail) => mail.text.match(pattern)?.[1])
      .filter(Boolean)
      .at(-1);
    if (!found) throw new Error(`no mail to ${address} carries ${what}`);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    lastMailTo,
    verificationCodeFor: (address) => decodeURIComponent(find(address, LINK_CODE, 'a verification link')),
    otpFor: (address) => find(address, OTP, 'an OTP'),
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP port on 127.0.0.1 that nothing listens on (connections are refused at once). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
