// Rich text of ticket events and reply templates (I27, I28): what the editor produces survives;
// scripts, event handlers, styles beyond colour and alignment, and data: URIs do not.
import sanitizeHtml from 'sanitize-html';

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
    'blockquote', 'a', 'img', 'span', 'code', 'pre', 'hr', 'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { color: colour, 'background-color': colour, 'text-align': [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from the web or from our own upload (I29): never inline data (I28).
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // An image whose source was refused is nothing at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
