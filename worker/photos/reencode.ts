/**
 * A build photo decoded and re-encoded (issue 29 item 7): the upload must decode as a whole
 * picture; what is stored is new JPEG files drawn from its pixels at the phone and desktop widths,
 * so nothing of the upload (metadata, trailing bytes, a second file) survives.
 *
 * The decoding is this one call, `reencodePhoto`. Photon (Rust's `image` crate in WebAssembly,
 * @cf-wasm/photon) runs the same on Node and Workers. h/security is adding the well-kept decode
 * and re-encode for avatars in worker/: when it lands, this call is to use it (see the report).
 */
import { PhotonImage, SamplingFilter, resize } from '@cf-wasm/photon';
import { sniffImage } from '../storage/image-type.ts';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_PIXELS, PHOTO_SIZES, PHOTO_WIDTHS, scaledTo, type PhotoSize } from '../../src/domain/photos.ts';

export type RefusedBecause = 'not-image' | 'undecodable' | 'too-many-pixels';

export class PhotoRefused extends Error {
  readonly because: RefusedBecause;
  constructor(because: RefusedBecause) {
    super(`photo refused: ${because}`);
    this.because = because;
  }
}

export interface ReencodedPhoto {
  /** The largest file's size in pixels. */
  width: number;
  height: number;
  files: Record<PhotoSize, Uint8Array>;
}

/** Width and height from a PNG's header or a JPEG's frame header, read before decoding. */
export function declaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (sniffImage(bytes) === 'image/png') return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** Decodes the upload and draws the phone and desktop JPEGs; PhotoRefused when it is not a whole picture. */
export function reencodePhoto(bytes: Uint8Array): ReencodedPhoto {
  if (!sniffImage(bytes)) throw new PhotoRefused('not-image');
  const declared = declaredSize(bytes);
  if (!declared || declared.width === 0 || declared.height === 0) throw new PhotoRefused('undecodable');
  if (declared.width * declared.height > PHOTO_MAX_PIXELS) throw new PhotoRefused('too-many-pixels');
  let image: PhotonImage;
  try {
    image = PhotonImage.new_from_byteslice(bytes);
  } catch {
    // A truncated or damaged file traps inside the decoder: it is not a whole picture.
    throw new PhotoRefused('undecodable');
  }
  try {
    const width = image.get_width();
    const height = image.get_height();
    const files = {} as Record<PhotoSize, Uint8Array>;
    for (const size of PHOTO_SIZES) {
      const to = scaledTo(width, height, PHOTO_WIDTHS[size]);
      const scaled = to.width === width ? null : resize(image, to.width, to.height, SamplingFilter.Lanczos3);
      try {
        files[size] = (scaled ?? image).get_bytes_jpeg(PHOTO_JPEG_QUALITY);
      } finally {
        scaled?.free();
      }
    }
    const largest = scaledTo(width, height, PHOTO_WIDTHS.desktop);
    return { ...largest, files };
  } finally {
    image.free();
  }
}
