/** Texts and constants shared by every page of the site chrome. */
export const SITE_NAME = 'PC Builder PH';

/** Spec §1: the catalogue covers parts readily available locally; some may be missing. */
export const AVAILABILITY_NOTICE =
  'Our catalogue covers parts readily available in the Philippine market. Older parts and some Chinese-brand parts may be missing, and prices (₱) are approximate.';

export const CONTACT_EMAIL = 'hello@pcbuilder.ph';

export const NAV_LINKS = [
  { href: '/builder', label: 'Builder' },
  { href: '/components', label: 'Components' },
  { href: '/community', label: 'Community' },
  { href: '/learn', label: 'Learn' },
] as const;
