/**
 * Full names are not unique (many people are called Juan Dela Cruz), so wherever a name is shown
 * to others a short member tag stands beside it (issue 24). It comes from the account's id: the
 * same person always has the same tag under any name they choose, and nobody chooses a tag.
 * Four characters of Crockford's base 32 (no I, L, O or U to misread) give about a million
 * tags: two people who share a name almost never share a tag too, and a look-alike of one
 * person would take about a million new accounts.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const MEMBER_TAG_LENGTH = 4;

/** FNV-1a (32 bits) of the id's UTF-16 units: cheap, stable, and the same in every browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "#K7Q2": the member tag for a user id. */
export function memberTag(userId: string): string {
  let hash = fnv1a(userId);
  let tag = '';
  for (let i = 0; i < MEMBER_TAG_LENGTH; i++) {
    tag += ALPHABET[hash % 32];
    hash = Math.floor(hash / 32);
  }
  return `#${tag}`;
}
