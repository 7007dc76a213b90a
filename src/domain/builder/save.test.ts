import { describe, expect, it } from 'vitest';
import { explainFailure } from '../user-errors.ts';
import {
  EDIT_REDIRECT_MS,
  EDIT_REDIRECT_TO,
  LOGIN_REQUIRED,
  NOTHING_SELECTED,
  NO_ISSUES_TEXT,
  SAVED_TEXT,
  SAVE_ERROR_TITLE,
  saveFailedMessage,
  saveGate,
  savedBuildHref,
  savedTitle,
} from './save.ts';
import { emptySelection } from './selection.ts';
import { cpu } from './test-parts.ts';

describe("the save flow's texts (spec §8, kept word for word)", () => {
  it('the alerts, the saved modal and the edit redirect', () => {
    expect(LOGIN_REQUIRED).toEqual({ title: 'Login Required', message: 'You must be logged in to save a build.' });
    expect(NOTHING_SELECTED).toEqual({ title: 'No Components Selected', message: 'Please select at least one component before saving your build.' });
    expect(SAVE_ERROR_TITLE).toBe('Save Error');
    expect(SAVED_TEXT).toBe('Your PC build has been successfully saved! You can view it in your dashboard.');
    expect(NO_ISSUES_TEXT).toBe('No compatibility issues detected!');
    expect(savedTitle([])).toBe('Build Saved Successfully');
    expect(savedTitle(['x'])).toBe('Build Saved with Warnings');
    expect([EDIT_REDIRECT_TO, EDIT_REDIRECT_MS]).toEqual(['/dashboard?section=saved', 2000]);
  });

  it("'Save failed: ' is followed by plain words, never the browser's 'Failed to fetch' (issue 20)", () => {
    const offline = explainFailure({ status: 0, error: 'Failed to fetch' }, 'build');
    expect(saveFailedMessage(offline.message)).toBe(
      "Save failed: We couldn't reach the server. Your build is still here — check your connection and try again.",
    );
    expect(saveFailedMessage('')).toBe('Save failed: Unknown error');
  });
});

describe('who may save (spec §4)', () => {
  it('not signed in, then nothing chosen, then the name', () => {
    expect(saveGate(false, { ...emptySelection(), cpu: cpu('AM5') })).toBe('login-required');
    expect(saveGate(true, emptySelection())).toBe('nothing-selected');
    expect(saveGate(true, { ...emptySelection(), cpu: cpu('AM5') })).toBe('ask-name');
  });
});

describe("the saved dialog's way to the dashboard (issue 20)", () => {
  it('opens the saved build on the dashboard, its id encoded; the saved section when the id is unknown', () => {
    expect(savedBuildHref('b1')).toBe('/dashboard?section=saved&build=b1');
    expect(new URL(savedBuildHref('a&b=c'), 'https://x.ph').searchParams.get('build')).toBe('a&b=c');
    expect(savedBuildHref(null)).toBe('/dashboard?section=saved');
  });
});
