/**
 * Finding a part by category and id: the builder restores drafts and permalinks with it, and the
 * API resolves saved and shared builds with it. Kept apart from the catalogue loader so that the
 * browser can use it without bundling the catalogue files.
 */
import type { Component, PartsByCategory } from '../domain/catalogue/catalogue.ts';
import { CATEGORIES } from '../domain/catalogue/categories.ts';
import type { Lookup } from '../domain/builder/persistence.ts';

export function lookupIn(parts: Partial<PartsByCategory>): Lookup {
  const byId = new Map<string, Component>();
  for (const category of CATEGORIES) for (const part of parts[category] ?? []) byId.set(`${category}:${part.id}`, part);
  return (category, id) => byId.get(`${category}:${id}`);
}
