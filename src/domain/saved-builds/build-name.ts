/**
 * Build name and description rules (spec §5), shared by the save modal and the API.
 */
export const BUILD_NAME_MIN = 2;
export const BUILD_NAME_MAX = 50;
export const BUILD_DESCRIPTION_MAX = 200;

export const BUILD_NAME_REQUIRED = 'Build name is required';
export const BUILD_NAME_TOO_SHORT = 'Build name must be at least 2 characters long';
export const BUILD_NAME_TOO_LONG = 'Build name must be 50 characters or less';

/** The error for a name, after trimming, or null when it is fine. */
export function buildNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return BUILD_NAME_REQUIRED;
  if (trimmed.length < BUILD_NAME_MIN) return BUILD_NAME_TOO_SHORT;
  if (trimmed.length > BUILD_NAME_MAX) return BUILD_NAME_TOO_LONG;
  return null;
}

export function descriptionError(description: string): string | null {
  return description.trim().length > BUILD_DESCRIPTION_MAX
    ? `Description must be ${BUILD_DESCRIPTION_MAX} characters or less`
    : null;
}
