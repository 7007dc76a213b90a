/** The avatar route's address rule lives in src/domain, where the gallery's islands read it too. */
export { avatarUrl, isOwnAvatarUrl } from '../../src/domain/accounts/avatar-url.ts';
