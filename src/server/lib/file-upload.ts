import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, type DocumentType } from '#shared/document-uploads.ts';
import { documentMessages, documentTypeSchema } from '#shared/schemas/documents.ts';
import { AppError, badRequest } from '../errors.ts';
import { detectFileType } from './file-type.ts';

export type Upload = {
  type: DocumentType;
  originalName: string | undefined;
  mimeType: string;
  extension: string;
  content: Buffer;
};

const tooLarge = () => new AppError(413, 'payload_too_large', documentMessages.tooLarge);

/**
 * What to answer when the form cannot be read to its end. Only the request is read here, so
 * every failure is the client's: a missing or wrong boundary, a truncated or malformed body.
 */
function unreadableUpload(error: unknown): Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // The plugin's own limits (parts, fields, files) already say what went wrong.
  if (error instanceof Error && statusCode && statusCode >= 400 && statusCode < 500) return error;
  return badRequest('The upload could not be read. Please choose the file and try again.');
}

type CheckedFile = Omit<Upload, 'type'>;

/** Reads a multipart form: its fields and its one file (the last, if several). */
async function readParts(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  let file: { name: string | undefined; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      file = { name: part.filename || undefined, content: await part.toBuffer() };
    }
  } catch (error) {
    throw unreadableUpload(error);
  }
  return { fields, file };
}

/** The file's checks: present, at most 5 MB (413), a PDF, PNG or JPEG by its content (415). */
function checkFile(file: { name: string | undefined; content: Buffer } | undefined): CheckedFile {
  if (!file)
    throw badRequest(documentMessages.fileRequired, { file: documentMessages.fileRequired });
  if (file.content.byteLength > DOCUMENT_MAX_BYTES) throw tooLarge();
  const detected = detectFileType(file.content);
  if (!detected) throw new AppError(415, 'unsupported_media_type', documentMessages.typeRefused);
  return {
    originalName: file.name,
    mimeType: detected.mimeType,
    extension: detected.extension,
    content: file.content,
  };
}

/**
 * Reads the multipart form of an upload: a `type` field and one file, in either order. The file
 * must be a PDF, PNG or JPEG by its content (415 otherwise) of at most 5 MB (413 beyond).
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const { fields, file } = await readParts(request);
  const parsedType = documentTypeSchema.safeParse(fields.type);
  if (!parsedType.success)
    throw badRequest(documentMessages.typeRequired, { type: documentMessages.typeRequired });
  return { type: parsedType.data, ...checkFile(file) };
}

/** One file with the same checks as a lead document, without a document type (a milestone's). */
export async function readFileUpload(request: FastifyRequest): Promise<CheckedFile> {
  return checkFile((await readParts(request)).file);
}
