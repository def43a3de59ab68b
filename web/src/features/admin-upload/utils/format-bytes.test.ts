import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('file sizes', () => {
  it('reads in bytes, kilobytes or megabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});
