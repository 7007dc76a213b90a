/**
 * A profile picture as stored (issue 24 item 6): the upload must decode as a whole JPEG or PNG
 * (decodeWhole, the same decoder as build photos: Photon, Rust's `image` crate in WebAssembly,
 * which runs the same on Node and Workers); what is kept is a new file drawn from its pixels,
 * turned upright and at most AVATAR_MAX_SIDE pixels on a side, so nothing of the upload
 * survives: no EXIF (a phone's location), no text chunks, no bytes after the picture, no second
 * file hidden behind a valid header. A PNG stays a PNG (it may be transparent); a JPEG stays a JPEG.
 */
import { SamplingFilter, resize } from '@cf-wasm/photon';
import { PhotoRefused, decodeWhole } from '../photos/reencode.ts';
import { sniffImage, type AvatarType } from './image-type.ts';

/** Avatars are drawn at 28 to 96 CSS pixels; 512 covers those on any screen. */
export const AVATAR_MAX_SIDE = 512;
/** The most pixels an avatar upload may declare (a 2 MB file that says more is a decompression bomb). */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_JPEG_QUALITY = 85;

export interface StoredAvatar {
  bytes: Uint8Array;
  type: AvatarType;
  width: number;
  height: number;
}

/** The size that fits in a square of `side`, never enlarged, the shape kept. */
export function fitWithin(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The upload re-encoded for storing; PhotoRefused when it is not a whole JPEG or PNG. */
export function reencodeAvatar(upload: Uint8Array): StoredAvatar {
  const type = sniffImage(upload);
  if (!type) throw new PhotoRefused('not-image');
  const image = decodeWhole(upload, AVATAR_MAX_PIXELS);
  try {
    const to = fitWithin(image.get_width(), image.get_height(), AVATAR_MAX_SIDE);
    const scaled = to.width === image.get_width() && to.height === image.get_height() ? null : resize(image, to.width, to.height, SamplingFilter.Lanczos3);
    try {
      const drawn = scaled ?? image;
      const bytes = type === 'image/png' ? drawn.get_bytes() : drawn.get_bytes_jpeg(AVATAR_JPEG_QUALITY);
      return { bytes, type, ...to };
    } finally {
      scaled?.free();
    }
  } finally {
    image.free();
  }
}
