/**
 * What a profile picture must be (spec §2.12: JPEG or PNG, at most 2 MB), judged by its first
 * bytes, never by its name or declared type. The API refuses anything else; the Settings page
 * checks a picked file with the same rules at once (issue 25), so a wrong file never gets a
 * broken preview or a failed upload after the name was saved.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** How many leading bytes the type check reads. */
export const AVATAR_SNIFF_BYTES = 8;

export type AvatarType = 'image/jpeg' | 'image/png';

export function sniffImage(bytes: Uint8Array): AvatarType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

export const AVATAR_PROBLEMS = {
  empty: 'That file is empty. Pick a JPEG or PNG picture.',
  notImage: 'That file is not a JPEG or PNG picture. Pick a photo saved as .jpg or .png.',
  undecodable: 'That picture could not be opened; the file may be damaged. Pick another.',
} as const;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The first thing wrong with a picked file from its size and first bytes, or null. */
export function avatarFileProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return AVATAR_PROBLEMS.empty;
  if (!sniffImage(head)) return AVATAR_PROBLEMS.notImage;
  if (size > AVATAR_MAX_BYTES) return `That picture is ${megabytes(size)}; the limit is 2 MB. Pick a smaller one, or save it smaller first.`;
  return null;
}
