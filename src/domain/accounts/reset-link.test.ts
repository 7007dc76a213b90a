import { describe, expect, it } from 'vitest';
import { RESET_LINK_NOTICES, RESET_LINK_STATES, isResetLinkState } from './reset-link.ts';

describe('reset link notices', () => {
  it('a used link says "This link was already used." and offers a new one', () => {
    expect(RESET_LINK_NOTICES.used.heading).toBe('This link was already used.');
    expect(RESET_LINK_NOTICES.used.canResend).toBe(true);
  });

  it('an expired or replaced link says so and offers a new one', () => {
    expect(RESET_LINK_NOTICES.expired.heading).toBe('This link has expired.');
    expect(RESET_LINK_NOTICES.replaced.heading).toContain('newer one');
    expect(RESET_LINK_NOTICES.expired.canResend && RESET_LINK_NOTICES.replaced.canResend).toBe(true);
  });

  it('a link the site never sent cannot be resent (nobody to send to): it points at the email form', () => {
    expect(RESET_LINK_NOTICES.unknown.canResend).toBe(false);
    expect(RESET_LINK_NOTICES.unknown.detail).toContain('your email');
  });

  it('every state but valid has a notice; anything else is not a state', () => {
    expect(Object.keys(RESET_LINK_NOTICES).sort()).toEqual(RESET_LINK_STATES.filter((s) => s !== 'valid').sort());
    expect(isResetLinkState('used')).toBe(true);
    expect(isResetLinkState('valid')).toBe(true);
    expect(isResetLinkState('toString')).toBe(false);
    expect(isResetLinkState(undefined)).toBe(false);
  });
});
