import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_PROBLEMS, avatarFileProblem, sniffImage } from './avatar-file.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const GIF = new TextEncoder().encode('GIF89a..');

describe('avatar files', () => {
  it('knows JPEG and PNG by their first bytes, nothing else', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(GIF)).toBeNull();
    expect(sniffImage(PNG.slice(0, 7))).toBeNull();
  });

  it('the limit is 2 MB (spec): exactly 2 MB passes, one byte more does not, and the message gives the size', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(avatarFileProblem(AVATAR_MAX_BYTES, PNG)).toBeNull();
    expect(avatarFileProblem(3.4 * 1024 * 1024, JPEG)).toBe('That picture is 3.4 MB; the limit is 2 MB. Pick a smaller one, or save it smaller first.');
  });

  it('an empty file, or one that is not a JPEG or PNG whatever its name, is refused in words', () => {
    expect(avatarFileProblem(0, new Uint8Array())).toBe(AVATAR_PROBLEMS.empty);
    expect(avatarFileProblem(500, GIF)).toBe(AVATAR_PROBLEMS.notImage);
    expect(avatarFileProblem(500, new TextEncoder().encode('not an image'))).toBe(AVATAR_PROBLEMS.notImage);
  });
});
