/**
 * The save dialogs and the words for a failed save: loaded once a signed-in person may save (the
 * builder asks as soon as the session is known), never with the page (the builder's budget).
 */
export const loadSaveDialogs = () => Promise.all([import('./SaveNameModal.tsx'), import('./SavedDialog.tsx'), import('../../domain/site/user-errors.ts')]);
