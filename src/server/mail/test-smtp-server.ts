import { type AddressInfo, createServer, type Socket } from 'node:net';
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

type WaitOptions = {
  count?: number;
  match?: (mail: ReceivedMail) => boolean;
  timeoutMs?: number;
};

export type SmtpReceiver = {
  /** smtp://127.0.0.1:<port>, to pass as SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /**
   * Resolves with the mail to `address` (that `match` accepts) once `count` such messages have
   * arrived: mail is sent by a background worker, after the request that queued it was answered.
   */
  waitForMails(address: string, options?: WaitOptions): Promise<ReceivedMail[]>;
  /** While set, every message is refused with this reply (e.g. "451 try later"). */
  refuseWith: string | null;
  close(): Promise<void>;
};

/** Listens on `port` (0: a free one) of 127.0.0.1. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const arrivals = new Set<() => void>();
  const mailsTo = (address: string) =>
    mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  const receiver: SmtpReceiver = {
    url: '',
    mails,
    mailsTo,
    waitForMails: (address, { count = 1, match = () => true, timeoutMs = 15_000 } = {}) =>
      new Promise((resolve, reject) => {
        const found = () => mailsTo(address).filter(match);
        const check = () => {
          if (found().length < count) return;
          arrivals.delete(check);
          clearTimeout(timer);
          resolve(found());
        };
        const timer = setTimeout(() => {
          arrivals.delete(check);
          reject(new Error(`${found().length} of ${count} awaited mail(s) to ${address} arrived`));
        }, timeoutMs);
        arrivals.add(check);
        check();
      }),
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
        for (const check of [...arrivals]) check();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return receiver;
}

export type SilentRelay = {
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  /** Drops the open connections and stops listening. */
  close(): Promise<void>;
};

/** A relay that accepts TCP connections and never says a word: the hung SMTP server. */
export async function startSilentRelay(port = 0): Promise<SilentRelay> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
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

export function parseMessage(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
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
