import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mail spool: with no SMTP server configured, each outbox message is also written to a text
 * file, so it can be read while the server holds the embedded database open.
 */

const FILE_PATTERN = /^mail-(\d+)\.txt$/;

/** Zero-padded, so the files sort in the order they were written. */
export const spoolFileName = (id: number) => `mail-${String(id).padStart(8, '0')}.txt`;

export type SpooledMail = {
  id: number;
  createdAt: Date;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
};

/** Headers a person can read, a blank line, then the plain-text body. */
export function formatSpoolFile(mail: SpooledMail): string {
  const headers = [
    `Outbox-Id: ${mail.id}`,
    `Date: ${mail.createdAt.toISOString()}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
  ];
  return `${headers.join('\n')}\n\n${mail.text}\n`;
}

/** The newest `limit` spooled messages, oldest first; none when the folder does not exist. */
export async function readSpool(dir: string, limit: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const newest = names
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .slice(-limit);
  return Promise.all(newest.map((name) => readFile(path.join(dir, name), 'utf8')));
}
