import { company } from '#shared/company.ts';
import type { Language } from '#shared/languages.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches the HTML part goes through this; visitors type some of them. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export type RenderedMail = { subject: string; text: string; html: string };

/** One block of a message: a paragraph, a large code to copy, or labelled fields. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string }
  | { kind: 'fields'; fields: { label: string; value: string }[] };

const SIGNATURE = {
  en: `— ${company.shortName}`,
  hi: `— ${company.shortName} टीम`,
} satisfies Record<Language, string>;

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.text}`;
    case 'link':
      return block.href;
    case 'fields':
      return block.fields.map(({ label, value }) => `${label}:\n${value}`).join('\n\n');
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:#0b2545">${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p style="margin:0 0 16px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(block.href)}" style="color:#0b2545">${escapeHtml(block.href)}</a></p>`;
    case 'fields':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.fields
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

/** The plain-text and HTML parts of one message, from the same blocks. */
export function renderMail(options: {
  language: Language;
  subject: string;
  heading: string;
  blocks: MailBlock[];
}): RenderedMail {
  const { language, subject, heading, blocks } = options;
  const text = [heading, ...blocks.map(blockText), SIGNATURE[language]].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,'Noto Sans Devanagari',sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border-top:4px solid #f59e0b">
<h1 style="margin:0 0 16px;font-size:20px;color:#0b2545">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;color:#475569">${escapeHtml(SIGNATURE[language])}</p>
</div>
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}
