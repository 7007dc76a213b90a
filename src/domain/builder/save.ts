/**
 * The builder's save flow (spec §4 "Save flow", §8 texts): who may save, what is sent, what
 * the saved modal says.
 *
 * DESIGN.md "Saving keeps the build on screen" (issue 20): the spec clears the builder after a
 * save; we keep the build (and its draft) and link to the saved build on the dashboard.
 */
import type { CompatibilityResult } from './compatibility.ts';
import type { Purpose } from './purpose.ts';
import { toPartsObject, type PartsObject } from './persistence.ts';
import { isEmptySelection, priceRange, type Selection } from './selection.ts';
import { quotesFor, withQuotes, type Quotes } from './your-quote.ts';
import { withCustom, type CustomPart } from './custom-parts.ts';
import { BUILD_NAME_MAX } from '../saved-builds/build-name.ts';

export const LOGIN_REQUIRED = { title: 'Login Required', message: 'You must be logged in to save a build.' } as const;
export const NOTHING_SELECTED = {
  title: 'No Components Selected',
  message: 'Please select at least one component before saving your build.',
} as const;
export const SAVE_ERROR_TITLE = 'Save Error';
export const CLEAR_CONFIRMATION = 'Are you sure you want to clear all components? This action cannot be undone.';
export const SAVED_TEXT = 'Your PC build has been successfully saved! You can view it in your dashboard.';
export const NO_ISSUES_TEXT = 'No compatibility issues detected!';
export const UNTITLED_BUILD = 'Untitled Build';
export const EDIT_BANNER = 'Editing Saved Build (changes can be re-saved under a new name)';
export const VISITOR_SAVE_HINT = 'Log in to save your build.';
/**
 * The saved builds on the dashboard. Spec §2.8 sent the edit page there 2 seconds after a save;
 * issue 25 keeps the person on the page to read the verdict, with this link instead.
 */
export const SAVED_BUILDS_HREF = '/dashboard?section=saved';
export const SAVED_BUILDS_LINK = 'Back to your saved builds';
/** Edit mode's two ways to save (issue 25): over the build being edited, or as a new one. */
export const SAVE_EDIT = 'Save';
export const SAVE_AS_NEW = 'Save as new';
export const SAVE_AS_NEW_TITLE = 'Save as a new build';
const COPY_SUFFIX = ' (copy)';

/** The edit page's heading: the name of the build being edited, in curly quotes. */
export function editingTitle(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Editing ‘${trimmed}’` : 'Editing your saved build';
}

/** The name offered for "Save as new": the build's own, marked as a copy, within the name limit. */
export function copyName(name: string): string {
  const base = name.trim() || UNTITLED_BUILD;
  return `${base.slice(0, BUILD_NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
/** The saved dialog's link, and the Save Error dialog's way back in when the session ended. */
export const SAVED_LINK_TEXT = 'See it on your dashboard';
/** Said after a build is saved, new or edited: it stays in the builder. */
export const SAVED_STAYS = 'Your build stays here too, so you can keep working on it.';
export const SIGN_IN_AGAIN = 'Sign in again';

/** The saved build on the dashboard: its section, with its details open. */
export function savedBuildHref(id: string | null): string {
  return id ? `${SAVED_BUILDS_HREF}&build=${encodeURIComponent(id)}` : SAVED_BUILDS_HREF;
}

export type SaveGate = 'login-required' | 'nothing-selected' | 'ask-name';

/** Spec §4: not logged in → alert; nothing selected → alert; otherwise ask for the name. */
export function saveGate(signedIn: boolean, selection: Selection): SaveGate {
  if (!signedIn) return 'login-required';
  if (isEmptySelection(selection)) return 'nothing-selected';
  return 'ask-name';
}

export interface SavePayload {
  name: string;
  description: string;
  parts: PartsObject;
  total_price: number;
  warnings: string[];
  has_issues: boolean;
  /** What the build is for: the server stores it and judges the build for it (issue 22). */
  purpose: Purpose;
}

export function savePayload(name: string, description: string, selection: Selection, result: CompatibilityResult, quotes: Quotes = {}, custom: readonly CustomPart[] = []): SavePayload {
  return {
    name: name.trim(),
    description: description.trim(),
    parts: withCustom(withQuotes(toPartsObject(selection), quotesFor(selection, quotes)), custom),
    total_price: priceRange(selection).total,
    warnings: result.warnings,
    has_issues: result.hasIssues,
    purpose: result.purpose,
  };
}

export function savedTitle(warnings: readonly string[]): string {
  return warnings.length ? 'Build Saved with Warnings' : 'Build Saved Successfully';
}

/** Spec §8: 'Save failed: ' plus the server's message or 'Unknown error'. */
export function saveFailedMessage(serverMessage: string | null | undefined): string {
  return `Save failed: ${serverMessage?.trim() || 'Unknown error'}`;
}
