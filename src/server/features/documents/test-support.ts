import { randomBytes } from 'node:crypto';
import type { TestAgent } from '#server/test/helper.ts';
import { samplePdf } from './sample-files.ts';

export type FilePart = { name: string; contentType: string; content: Buffer };

/** A multipart/form-data body as a browser builds it. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const upload = (
  agent: TestAgent,
  leadId: number,
  type: string | undefined,
  file?: FilePart,
) =>
  agent.request({
    method: 'POST',
    url: `/api/leads/${leadId}/documents`,
    ...multipart(type === undefined ? {} : { type }, file),
  });

export const pdf = (name = 'electricity-bill.pdf'): FilePart => ({
  name,
  contentType: 'application/pdf',
  content: samplePdf(),
});
