/**
 * Photos of completed builds (issue 29 item 7): how many a community post may carry, what files
 * are accepted, the sizes served to phones and desktops, the reasons a photo may be reported, and
 * the texts people see. Shared by the API and the islands.
 */

/** A post shows at most this many photos. */
export const MAX_PHOTOS = 6;
/** Largest upload accepted (phone cameras write 2–6 MB); anything larger is refused before decoding. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Largest picture decoded, in pixels (a 48-megapixel phone shot is 8064 × 6048). */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Widths served: phones get the small file, desktops the large; neither is ever enlarged. */
export const PHOTO_WIDTHS = { phone: 640, desktop: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;
export const PHOTO_SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];
/** JPEG quality of the re-encoded files. */
export const PHOTO_JPEG_QUALITY = 82;

export const PHOTO_REPORT_REASONS = ['Not this build', 'Offensive or unsafe', 'Personal information', 'Spam or advertising', 'Someone else’s photo'] as const;
export type PhotoReportReason = (typeof PHOTO_REPORT_REASONS)[number];

export const PHOTO_TEXTS = {
  tooMany: `A build can show at most ${MAX_PHOTOS} photos. Remove one to add another.`,
  tooLarge: `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  notImage: 'Choose a JPEG or PNG photo.',
  undecodable: 'This file could not be read as a whole photo. Choose another, or take it again.',
  tooManyPixels: 'The photo has too many pixels to read. Choose a smaller one.',
  notFound: 'No photo with this id.',
  ownPhoto: 'You cannot report your own photo; remove it instead.',
  reasonInvalid: `reason must be one of: ${PHOTO_REPORT_REASONS.join(', ')}`,
  notModerator: 'Only moderators can hide a post.',
  hiddenPost: 'A moderator hid this post from the gallery.',
} as const;

/** A photo as the API answers it: its files' addresses by size, and its shape. */
export interface PhotoView {
  id: string;
  width: number;
  height: number;
  urls: Record<PhotoSize, string>;
  /** Reports on it; only its owner is told. */
  reports?: number;
}

export const photoUrl = (id: string, size: PhotoSize): string => `/api/community/photos/${id}/${size}.jpg`;

/** The `srcset` of a photo: each file with its width, so the browser picks by screen. */
export function photoSrcset(photo: Pick<PhotoView, 'urls' | 'width'>): string {
  return PHOTO_SIZES.map((size) => `${photo.urls[size]} ${Math.min(PHOTO_WIDTHS[size], photo.width)}w`).join(', ');
}

/** What `sizes` says: full width on a phone, about half a column on a desktop. */
export const PHOTO_SIZES_ATTR = '(max-width: 640px) 100vw, 600px';

/** The size a picture is scaled to for a width: never enlarged, the shape kept. */
export function scaledTo(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}
