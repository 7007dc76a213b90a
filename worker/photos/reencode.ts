/**
 * A build photo decoded and re-encoded (issue 29 item 7): the upload must decode as a whole
 * picture; what is stored is new JPEG files drawn from its pixels at the phone and desktop widths,
 * so nothing of the upload (metadata, trailing bytes, a second file) survives.
 *
 * The decoding is one call, `decodeWhole`, which avatars use too (worker/storage/avatar-image.ts).
 * Photon (Rust's `image` crate in WebAssembly, @cf-wasm/photon) runs the same on Node and Workers.
 */
import { PhotonImage, SamplingFilter, fliph, resize, rotate } from '@cf-wasm/photon';
import { sniffImage } from '../storage/image-type.ts';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_PIXELS, PHOTO_SIZES, PHOTO_WIDTHS, scaledTo, type PhotoSize } from '../../src/domain/community/photos.ts';

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
  if (sniffImage(bytes) === 'image/png') {
    // The header chunk must come first ("IHDR" at byte 12); anything else is not a PNG's start.
    const ihdr = bytes.length >= 24 && view.getUint32(12) === 0x49484452;
    return ihdr ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  }
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

/**
 * The upload decoded as a whole picture, at most `maxPixels` (checked from its header before
 * decoding); PhotoRefused otherwise. The caller frees the image.
 */
export function decodeWhole(bytes: Uint8Array, maxPixels: number): PhotonImage {
  if (!sniffImage(bytes)) throw new PhotoRefused('not-image');
  const declared = declaredSize(bytes);
  if (!declared || declared.width === 0 || declared.height === 0) throw new PhotoRefused('undecodable');
  if (declared.width * declared.height > maxPixels) throw new PhotoRefused('too-many-pixels');
  let image: PhotonImage;
  try {
    image = PhotonImage.new_from_byteslice(bytes);
  } catch {
    // A truncated or damaged file traps inside the decoder: it is not a whole picture.
    throw new PhotoRefused('undecodable');
  }
  return upright(image, exifOrientation(bytes));
}

/**
 * A phone stores a photo as the sensor saw it and says in EXIF how to turn it (tag 0x0112).
 * Re-encoding drops the EXIF, so the pixels are turned first, or the picture would lie on its side.
 */
export function exifOrientation(bytes: Uint8Array): number {
  if (sniffImage(bytes) !== 'image/jpeg') return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker === 0xda) return 1; // the picture data starts: no EXIF before it
    const exif = at + 4;
    if (marker === 0xe1 && exif + 14 <= bytes.length && view.getUint32(exif) === 0x45786966 /* "Exif" */) {
      const tiff = exif + 6;
      const little = view.getUint16(tiff) === 0x4949; // "II"
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > bytes.length) return 1;
      const entries = view.getUint16(ifd, little);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 10 > bytes.length) return 1;
        if (view.getUint16(entry, little) === 0x0112) {
          const value = view.getUint16(entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** The picture turned as its EXIF orientation says (1 upright … 8); the old image is freed. */
function upright(image: PhotonImage, orientation: number): PhotonImage {
  const degrees = [0, 0, 0, 180, 180, 90, 90, 270, 270][orientation] ?? 0;
  const mirrored = orientation === 2 || orientation === 4 || orientation === 5 || orientation === 7;
  const turned = degrees === 0 ? image : rotate(image, degrees);
  if (turned !== image) image.free();
  if (mirrored) fliph(turned);
  return turned;
}

/** Decodes the upload and draws the phone and desktop JPEGs; PhotoRefused when it is not a whole picture. */
export function reencodePhoto(bytes: Uint8Array): ReencodedPhoto {
  const image = decodeWhole(bytes, PHOTO_MAX_PIXELS);
  // Each size is drawn from the next larger one, and the big first step is bilinear: a 12-megapixel
  // phone photo takes about 3 s here instead of 7 s with Lanczos from the full picture every time.
  const made: PhotonImage[] = [];
  try {
    const width = image.get_width();
    const height = image.get_height();
    const files = {} as Record<PhotoSize, Uint8Array>;
    let source = image;
    for (const size of [...PHOTO_SIZES].sort((a, b) => PHOTO_WIDTHS[b] - PHOTO_WIDTHS[a])) {
      const to = scaledTo(source.get_width(), source.get_height(), PHOTO_WIDTHS[size]);
      if (to.width !== source.get_width()) {
        const filter = source === image ? SamplingFilter.Triangle : SamplingFilter.Lanczos3;
        source = resize(source, to.width, to.height, filter);
        made.push(source);
      }
      files[size] = source.get_bytes_jpeg(PHOTO_JPEG_QUALITY);
    }
    const largest = scaledTo(width, height, PHOTO_WIDTHS.desktop);
    return { ...largest, files };
  } finally {
    for (const resized of made) resized.free();
    image.free();
  }
}
