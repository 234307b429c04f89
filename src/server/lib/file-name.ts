const MAX_BASE_LENGTH = 100;

/**
 * A file name safe to store and to send back: no folders, control or quoting characters, at
 * most 100 characters before the extension, which always matches the real content type
 * (so "bill.pdf" that is really a PNG comes back as "bill.png").
 */
export function safeFileName(original: string | undefined, extension: string, fallback: string) {
  const lastSegment = (original ?? '').split(/[/\\]/).pop() ?? '';
  const base = lastSegment
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
    .replace(/[\u0000-\u001f\u007f"*:<>?|;]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_BASE_LENGTH);
  return `${base || fallback}.${extension}`;
}

/** RFC 6266 attachment header: an ASCII fallback name plus the UTF-8 one. */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition('attachment', fileName);
}

/** The same for a file the browser shows in place (a PDF or an image) rather than saves. */
export function inlineDisposition(fileName: string): string {
  return contentDisposition('inline', fileName);
}

function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
