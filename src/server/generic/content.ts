// Content that comes in as text but is more than text: rich text (format html), sanitized before it
// is stored, and files as base64 (contentEncoding), refused above 5 MB (P02, R36, I25).
import sanitizeHtml from 'sanitize-html';
import type { StoredProperty } from '../../../resources/store-shape.js';
import { fileTooLarge } from '../../domain/files.js';
import { ApiError } from '../http/errors.js';

/** Formatting survives; scripts, event handlers, styles and inline (data:) images do not (I28). */
const richText: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, richText);

/** The base64 part of a value that may be a data URL (data:image/png;base64,....). */
export const base64Part = (value: string) => (value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value);

/** Decoded size of base64 text, without decoding it. */
export function decodedBytes(value: string): number {
  const data = base64Part(value).replace(/\s/g, '');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

export function checkFile(field: string, value: string): void {
  const data = base64Part(value).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new ApiError(400, 'invalid-file', 'fileNotBase64', { field });
  if (fileTooLarge(decodedBytes(value))) throw new ApiError(400, 'file-too-large', 'fileTooLarge', { field });
}

/** Sanitizes rich text and checks files, in place of the values as sent. */
export function cleanContent(properties: StoredProperty[], values: Record<string, unknown>): Record<string, unknown> {
  const result = { ...values };
  for (const property of properties) {
    const value = result[property.name];
    if (typeof value !== 'string') continue;
    if (property.html) result[property.name] = sanitizeRichText(value);
    if (property.file) checkFile(property.name, value);
  }
  return result;
}
