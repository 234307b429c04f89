import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a random local port for API tests: the app delivers to it over the wire,
 * and tests read what arrived, decoded. Only for tests (smtp-server is a dev dependency).
 */

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  raw: string;
};

export type SmtpReceiver = {
  /** smtp://127.0.0.1:<port>, to pass as SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** While set, every message is refused with this reply (e.g. "451 try later"). */
  refuseWith: string | null;
  close(): Promise<void>;
};

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const receiver: SmtpReceiver = {
    url: '',
    mails,
    mailsTo: (address) => mails.filter((mail) => mail.to.includes(address.toLowerCase())),
    refuseWith: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (receiver.refuseWith) {
          const [code, ...words] = receiver.refuseWith.split(' ');
          const error = Object.assign(new Error(words.join(' ')), { responseCode: Number(code) });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          ...parseMessage(raw),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  return receiver;
}

// A small MIME reader: enough for what nodemailer writes (multipart/alternative, quoted-printable
// or base64 parts, RFC 2047 encoded headers).

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMessage(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const { headers, body } = splitHead(raw);
  const decodedHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, decodeWords(value)]),
  );
  const parts: Record<string, string> = {};
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const inner = splitHead(section.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    const mime = type.split(';')[0]!.trim().toLowerCase();
    parts[mime] ??= decodeBody(partHeaders, partBody).replace(/\r\n/g, '\n').trimEnd();
  };
  collect(headers, body);
  return {
    subject: decodedHeaders.subject ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    headers: decodedHeaders,
  };
}
