/** What an uploaded picture really is, by its first bytes (never by its name or header). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarType = 'image/jpeg' | 'image/png';

export function sniffImage(bytes: Uint8Array): AvatarType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}
