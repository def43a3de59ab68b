import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, MAX_FILE_NAME_CHARS, sanitizeFileName } from './sanitize-file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['beach.jpg', 'beach.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\eve\\Pictures\\me.png', 'me.png'],
    ['line\r\nbreak\u0000.jpg', 'line break.jpg'],
    ['bell\u0007\u007f\u009b.png', 'bell.png'],
    ['next\u0085line.png', 'next line.png'],
    ['tab\tand   spaces .jpg', 'tab and spaces .jpg'],
    ['photo\u202Egpj.exe', 'photogpj.exe'],
    ['zero\u200Bwidth\uFEFF.gif', 'zerowidth.gif'],
    ['été à Lisboa.jpg', 'été à Lisboa.jpg'],
    ['', FALLBACK_FILE_NAME],
    [undefined, FALLBACK_FILE_NAME],
    ['dir/', FALLBACK_FILE_NAME],
    ['..', FALLBACK_FILE_NAME],
    ['\u0007\u0008', FALLBACK_FILE_NAME],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('bounds the length without splitting a character in two', () => {
    expect(sanitizeFileName('a'.repeat(500))).toHaveLength(MAX_FILE_NAME_CHARS);
    const emoji = sanitizeFileName('😀'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
