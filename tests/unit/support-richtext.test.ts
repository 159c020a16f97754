// I27, I28: what survives the server's sanitizing of rich text.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/server/support/richtext';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html = '<h2>Levering</h2><p><strong>Fet</strong> <em>kursiv</em> <u>under</u> <s>borte</s></p><ul><li>en</li></ul><ol><li>to</li></ol><blockquote><p>sitat</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<p style="text-align: center">midt</p>')).toBe('<p style="text-align:center">midt</p>');
    expect(sanitizeRichText('<img src="/api/supportimage/abc" alt="skade">')).toBe('<img src="/api/supportimage/abc" alt="skade" />');
  });

  it('drops scripts, event handlers and script URLs', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p onclick="x()" onmouseover="y()">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<iframe src="https://example.com"></iframe><object data="x"></object>')).toBe('');
    expect(sanitizeRichText('<p style="position: fixed; color: red; background-image: url(x)">a</p>')).toBe('<p style="color:red">a</p>');
  });

  it('never keeps an inline data: image (I28)', () => {
    expect(sanitizeRichText('<p>a<img src="data:image/png;base64,AAAA"></p>')).toBe('<p>a</p>');
  });

  it('opens links in a new tab without handing over the window', () => {
    expect(sanitizeRichText('<a href="https://www.lastbaererpoolen.no">pool</a>')).toBe('<a href="https://www.lastbaererpoolen.no" target="_blank" rel="noopener noreferrer">pool</a>');
  });
});
