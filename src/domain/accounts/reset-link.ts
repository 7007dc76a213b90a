/**
 * What a password-reset link can be when its page opens (issue 25 item 4), and what the page
 * says for each: a link that no longer works says so on load, instead of showing a form that
 * could only fail.
 */

/** `valid`: the form is shown. The others say why the link no longer works. */
export const RESET_LINK_STATES = ['valid', 'used', 'expired', 'replaced', 'unknown'] as const;
export type ResetLinkState = (typeof RESET_LINK_STATES)[number];

/** How long the site remembers what became of a link, so it can say so (links work for 1 hour). */
export const RESET_LINK_MEMORY_DAYS = 7;

export interface ResetLinkNotice {
  heading: string;
  detail: string;
  /** Whether the page can send a new link to the address this one went to. */
  canResend: boolean;
}

export const RESET_LINK_NOTICES: Record<Exclude<ResetLinkState, 'valid'>, ResetLinkNotice> = {
  used: {
    heading: 'This link was already used.',
    detail: 'Each reset link works once. If you still need a new password, we can send you a new link.',
    canResend: true,
  },
  expired: {
    heading: 'This link has expired.',
    detail: 'Reset links work for one hour after they are sent. We can send you a new one.',
    canResend: true,
  },
  replaced: {
    heading: 'This link was replaced by a newer one.',
    detail: 'Only the newest reset link works, and a password change ends the others. We can send you a new link.',
    canResend: true,
  },
  unknown: {
    heading: 'This link is not valid.',
    detail: `It may have been cut short when it was copied, or it is more than ${RESET_LINK_MEMORY_DAYS} days old. Ask for a new link with your email.`,
    canResend: false,
  },
};

export const RESEND_BUTTON = 'Send me a new link';
export const RESEND_REPLY = 'A new link is on its way to the address this one was sent to. It works once, within one hour.';

export function isResetLinkState(value: unknown): value is ResetLinkState {
  return typeof value === 'string' && (RESET_LINK_STATES as readonly string[]).includes(value);
}
