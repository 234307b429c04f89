/** The file kinds a lead document may be, recognised by their first bytes, never by name. */
const SIGNATURES = [
  { mimeType: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  {
    mimeType: 'image/png',
    extension: 'png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { mimeType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

export type DetectedFileType = { mimeType: string; extension: string };

/** The type the content really is, or null when it is none of PDF, PNG and JPEG. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  const match = SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte));
  return match ? { mimeType: match.mimeType, extension: match.extension } : null;
}
