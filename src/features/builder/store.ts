/**
 * The builder's shared state: the catalogue it offers, the selection, and the verdicts computed
 * from it. Islands and components subscribe; the rules themselves live in src/domain/builder.
 */
import { atom, computed } from 'nanostores';
import type { PartsByCategory } from '../../domain/catalogue.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { evaluateBuild } from '../../domain/builder/compatibility.ts';
import { emptySelection, type Selection } from '../../domain/builder/selection.ts';
import { fetchCategories } from '../shared/catalogue-client.ts';

export const $catalogue = atom<PartsByCategory | null>(null);
export const $selection = atom<Selection>(emptySelection());
export const $result = computed($selection, evaluateBuild);

/** Spec §7: each category from the API; a failure or a non-array is silently an empty list. */
export const loadCatalogue = (): Promise<PartsByCategory> => fetchCategories(CATEGORIES);
