import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PhotonImage } from '@cf-wasm/photon';
import { AVATAR_MAX_SIDE, fitWithin, reencodeAvatar } from './avatar-image.ts';
import { PhotoRefused, exifOrientation } from '../photos/reencode.ts';
import { testJpeg, testPng } from '../photos/test-photos.ts';

const text = (s: string) => new TextEncoder().encode(s);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));

/** A PNG chunk with its length and CRC, as an editor writes it. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(text(type), 4);
  const crc = new Uint8Array(4);
  new DataView(crc.buffer).setUint32(0, crc32(join(text(type), data)));
  return join(head, data, crc);
}

/** A PNG with text chunks after its header (33 bytes: signature and IHDR). */
const pngWithText = (png: Uint8Array) =>
  join(png.slice(0, 33), pngChunk('tEXt', text('Comment\0SECRET-TEXT-CHUNK')), pngChunk('iTXt', text('Author\0\0\0\0\0SECRET-ITXT')), png.slice(33));

/** A JPEG with an EXIF block after SOI: the orientation tag, then a location-like note. */
function jpegWithExif(jpeg: Uint8Array, orientation: number, little = false): Uint8Array {
  const ifd = little
    ? [text('II'), new Uint8Array([42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0])]
    : [text('MM'), new Uint8Array([0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0])];
  const tiff = join(
    ...ifd, // header, IFD0 at 8 with one entry: Orientation, SHORT, count 1
    new Uint8Array([0, 0, 0, 0]), // no next IFD
    text('GPS 14.5995N 120.9842E SECRET-EXIF'),
  );
  const body = join(text('Exif\0\0'), tiff);
  const app1 = join(new Uint8Array([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body);
  return join(jpeg.slice(0, 2), app1, jpeg.slice(2));
}

const sizeOf = (bytes: Uint8Array) => {
  const image = PhotonImage.new_from_byteslice(bytes);
  const size = [image.get_width(), image.get_height()];
  image.free();
  return size;
};

const refusal = (bytes: Uint8Array) => {
  try {
    reencodeAvatar(bytes);
    return 'accepted';
  } catch (err) {
    return err instanceof PhotoRefused ? err.because : String(err);
  }
};

describe('avatars are decoded as a whole and stored re-encoded (issue 24 item 6)', () => {
  it('keeps the kind and the picture: a PNG stays a PNG, a JPEG a JPEG, the same size', () => {
    const png = reencodeAvatar(testPng(64, 48));
    expect(png.type).toBe('image/png');
    expect(sizeOf(png.bytes)).toEqual([64, 48]);
    const jpeg = reencodeAvatar(testJpeg(64, 48));
    expect(jpeg.type).toBe('image/jpeg');
    expect(sizeOf(jpeg.bytes)).toEqual([64, 48]);
  });

  it('refuses a PNG signature followed by HTML, and a fake with no image at all', () => {
    const polyglot = join(testPng().slice(0, 8), text('<html><script>alert(1)</script></html>'));
    expect(refusal(polyglot)).toBe('undecodable');
    expect(refusal(join(testPng().slice(0, 33), text('<script>alert(1)</script>')))).toBe('undecodable');
    expect(refusal(text('<svg onload="alert(1)"></svg>'))).toBe('not-image');
  });

  it('refuses a truncated PNG or JPEG (the picture does not decode as a whole)', () => {
    const png = testPng(64, 48);
    const jpeg = testJpeg(200, 150);
    expect(refusal(png.slice(0, png.length - 20))).toBe('undecodable');
    expect(refusal(jpeg.slice(0, Math.floor(jpeg.length / 2)))).toBe('undecodable');
    expect(refusal(jpeg.slice(0, 40))).toBe('undecodable');
  });

  it('refuses a header that declares more pixels than it may, before decoding', () => {
    const png = testPng(8, 8);
    const bomb = png.slice();
    new DataView(bomb.buffer).setUint32(16, 20_000);
    new DataView(bomb.buffer).setUint32(20, 20_000);
    expect(refusal(bomb)).toBe('too-many-pixels');
  });

  it('drops PNG text chunks: nothing of them is stored', () => {
    const upload = pngWithText(testPng(64, 48));
    expect(latin1(upload)).toContain('SECRET-TEXT-CHUNK');
    const stored = latin1(reencodeAvatar(upload).bytes);
    expect(stored).not.toMatch(/tEXt|iTXt|zTXt|eXIf|SECRET/);
  });

  it('drops EXIF, after turning the picture upright as the EXIF said', () => {
    const upload = jpegWithExif(testJpeg(200, 100), 6);
    expect(exifOrientation(upload)).toBe(6);
    expect(latin1(upload)).toContain('SECRET-EXIF');
    const stored = reencodeAvatar(upload);
    expect(latin1(stored.bytes)).not.toMatch(/Exif|SECRET/);
    expect(sizeOf(stored.bytes)).toEqual([100, 200]);
    expect(exifOrientation(stored.bytes)).toBe(1);
  });

  it('reads every EXIF orientation, little-endian too, and none from a picture without it', () => {
    for (let o = 1; o <= 8; o++) expect(exifOrientation(jpegWithExif(testJpeg(8, 8), o))).toBe(o);
    const little = jpegWithExif(testJpeg(8, 8), 8, true);
    expect(exifOrientation(little)).toBe(8);
    expect(exifOrientation(testJpeg(8, 8))).toBe(1);
    expect(exifOrientation(testPng(8, 8))).toBe(1);
    expect(exifOrientation(little.slice(0, 20))).toBe(1);
  });

  it('drops bytes after the picture (a second file behind a whole JPEG)', () => {
    const upload = join(testJpeg(64, 48), text('<html><script>alert(1)</script></html>'));
    expect(latin1(reencodeAvatar(upload).bytes)).not.toContain('<html>');
  });

  it(`stores at most ${AVATAR_MAX_SIDE} pixels on a side, the shape kept, never enlarged`, () => {
    expect(fitWithin(2000, 1000, AVATAR_MAX_SIDE)).toEqual({ width: 512, height: 256 });
    expect(fitWithin(300, 900, AVATAR_MAX_SIDE)).toEqual({ width: 171, height: 512 });
    expect(fitWithin(40, 30, AVATAR_MAX_SIDE)).toEqual({ width: 40, height: 30 });
    expect(sizeOf(reencodeAvatar(testPng(1200, 600)).bytes)).toEqual([512, 256]);
  });
});
