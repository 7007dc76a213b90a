/** A profile picture is only ever our own avatar route, versioned by the stored key. */
export function avatarUrl(userId: string, version: string): string {
  return `/api/users/${encodeURIComponent(userId)}/avatar?v=${encodeURIComponent(version)}`;
}

export function isOwnAvatarUrl(value: unknown): value is string {
  return typeof value === 'string' && /^\/api\/users\/[A-Za-z0-9_%-]+\/avatar\?v=[A-Za-z0-9-]+$/.test(value);
}
