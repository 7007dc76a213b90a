import { describe, expect, it } from 'vitest';
import { explainFailure } from '../site/user-errors.ts';
import {
  SAVED_BUILDS_HREF,
  copyName,
  editingTitle,
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
  it('the alerts and the saved modal', () => {
    expect(LOGIN_REQUIRED).toEqual({ title: 'Login Required', message: 'You must be logged in to save a build.' });
    expect(NOTHING_SELECTED).toEqual({ title: 'No Components Selected', message: 'Please select at least one component before saving your build.' });
    expect(SAVE_ERROR_TITLE).toBe('Save Error');
    expect(SAVED_TEXT).toBe('Your PC build has been successfully saved! You can view it in your dashboard.');
    expect(NO_ISSUES_TEXT).toBe('No compatibility issues detected!');
    expect(savedTitle([])).toBe('Build Saved Successfully');
    expect(savedTitle(['x'])).toBe('Build Saved with Warnings');
    expect(SAVED_BUILDS_HREF).toBe('/dashboard?section=saved');
    expect(savedBuildHref('7')).toBe('/dashboard?section=saved&build=7');
  });

  it("the edit page names the build being edited (issue 25): Editing ‘<name>’", () => {
    expect(editingTitle('  Streaming rig ')).toBe('Editing ‘Streaming rig’');
    expect(editingTitle('')).toBe('Editing your saved build');
  });

  it('"Save as new" offers the name marked as a copy, never over the 50-character limit', () => {
    expect(copyName('Streaming rig')).toBe('Streaming rig (copy)');
    expect(copyName('')).toBe('Untitled Build (copy)');
    const long = copyName('x'.repeat(50));
    expect(long).toHaveLength(50);
    expect(long.endsWith(' (copy)')).toBe(true);
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
