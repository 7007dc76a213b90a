/**
 * Password and email rules of spec §5, shared by the sign-up, forgot and reset forms and the API.
 */
import { displayNameProblem, normaliseDisplayName } from './display-name.ts';

export interface PasswordRule {
  text: string;
  test: (password: string) => boolean;
}

/**
 * Characters are counted and classed as people see them, in any script (issue 20, item 6):
 * - a letter is any letter ("ñ" is a lower-case letter, "Ñ" an upper-case one);
 * - a special character is any punctuation mark or symbol: ! ? . , - _ @ # $ % ₱ € emoji…,
 *   that is, anything that is not a letter, a digit, a space or an invisible character;
 * - a space may be part of a password but does not count as the special character: it cannot be
 *   seen in a hidden field, and a phone keyboard adds one after a word without being asked.
 * Length counts characters, so an emoji is one, not two.
 */
export const SIGNUP_PASSWORD_MIN = 8;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[\p{P}\p{S}]/u;
export const characterCount = (password: string) => [...password].length;

/** Sign-up checklist, in the spec's order and words; the special character's examples include "!". */
export const SIGNUP_PASSWORD_RULES: readonly PasswordRule[] = [
  { text: 'Minimum 8 characters in length', test: (p) => characterCount(p) >= SIGNUP_PASSWORD_MIN },
  { text: 'At least one lower case letter (a-z)', test: (p) => LOWER.test(p) },
  { text: 'At least one upper case letter (A-Z)', test: (p) => UPPER.test(p) },
  { text: 'At least one number (0-9)', test: (p) => DIGIT.test(p) },
  { text: 'At least one special character (e.g. ! @ # $)', test: (p) => SPECIAL.test(p) },
];

export const RESET_PASSWORD_MIN = 6;

export const MSG = {
  signInRequired: 'Email and password required',
  fullNameHint: 'Enter your full name',
  invalidEmail: 'Enter valid email',
  passwordsDiffer: 'Passwords do not match',
  fillAll: 'Please fill all fields.',
  forgotInvalidEmail: 'Please enter a valid email',
  resetTooShort: 'Password must be at least 6 characters',
  missingToken: 'Missing reset token',
  weakPassword: 'Password does not meet the requirements',
  fullNameRequired: 'Full Name is required',
} as const;

export function meetsSignupRules(password: string): boolean {
  return SIGNUP_PASSWORD_RULES.every((rule) => rule.test(password));
}

/** Spec §3: emails are trimmed and lower-cased before sending. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Spec §5's forms ask only for an @; the server wants an address mail can reach: ASCII, a
 * dotted domain with a top-level name of letters (the same shape as zod's `z.email()`, which
 * better-auth applies). `someone@localhost`, a trailing dot, full-width or zero-width
 * characters are all refused as invalid, never reported as "already registered".
 */
const DELIVERABLE_EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

export function looksLikeEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX && DELIVERABLE_EMAIL.test(trimmed);
}

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
}

/** The first problem with a sign-up form, in the spec's order (§5), or null. */
export function signupError(input: SignupInput): string | null {
  const nameProblem = displayNameProblem(normaliseDisplayName(input.fullName), MSG.fullNameHint);
  if (nameProblem) return nameProblem;
  if (!input.email.trim() || !input.password || !input.confirm) return MSG.fillAll;
  // Spec §5 asks for an @; the server wants an address mail can reach, so the form checks the
  // same here and says so under the field (issue 25), not in a dialog after the round trip.
  if (!looksLikeEmail(input.email)) return MSG.invalidEmail;
  if (!meetsSignupRules(input.password)) return MSG.weakPassword;
  if (input.password !== input.confirm) return MSG.passwordsDiffer;
  return null;
}

/**
 * The reset form's first problem: the spec's reset messages in its order (§5), plus the
 * sign-up rules (DESIGN.md: a reset must not weaken an account).
 */
export function resetError(password: string, confirm: string, token: string | null): string | null {
  if (!token) return MSG.missingToken;
  if (characterCount(password) < RESET_PASSWORD_MIN) return MSG.resetTooShort;
  if (!meetsSignupRules(password)) return MSG.weakPassword;
  if (password !== confirm) return MSG.passwordsDiffer;
  return null;
}
