/** What an uploaded picture really is, by its first bytes: the rules the Settings page checks too. */
export { AVATAR_MAX_BYTES, sniffImage, type AvatarType } from '../../src/domain/accounts/avatar-file.ts';
