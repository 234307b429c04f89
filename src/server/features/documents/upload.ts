import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, type DocumentType } from '../../../shared/constants.ts';
import { documentTypeSchema } from '../../../shared/schemas/documents.ts';
import { AppError, badRequest } from '../../errors.ts';
import { detectFileType } from './file-type.ts';

export const FILE_REQUIRED = 'Please select a file to upload.';
export const FILE_TOO_LARGE = 'The file is larger than 5 MB. Please upload a smaller file.';
export const FILE_TYPE_REFUSED = 'Only PDF, JPG and PNG files are accepted.';

export type Upload = {
  type: DocumentType;
  originalName: string | undefined;
  mimeType: string;
  extension: string;
  content: Buffer;
};

const tooLarge = () => new AppError(413, 'payload_too_large', FILE_TOO_LARGE);

/**
 * Reads the multipart form of an upload: a `type` field and one file, in either order. The file
 * must be a PDF, PNG or JPEG by its content (415 otherwise) of at most 5 MB (413 beyond).
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  let type: unknown;
  let file: { name: string | undefined; content: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'type') type = part.value;
      continue;
    }
    try {
      file = { name: part.filename || undefined, content: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
  }
  const parsedType = documentTypeSchema.safeParse(type);
  if (!parsedType.success)
    throw badRequest('Please select a document type', { type: 'Please select a document type' });
  if (!file) throw badRequest(FILE_REQUIRED, { file: FILE_REQUIRED });
  if (file.content.byteLength > DOCUMENT_MAX_BYTES) throw tooLarge();
  const detected = detectFileType(file.content);
  if (!detected) throw new AppError(415, 'unsupported_media_type', FILE_TYPE_REFUSED);
  return {
    type: parsedType.data,
    originalName: file.name,
    mimeType: detected.mimeType,
    extension: detected.extension,
    content: file.content,
  };
}
