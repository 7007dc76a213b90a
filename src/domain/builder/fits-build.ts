/**
 * Issue 29: "Fits my build" in the Component Database. A part fits the draft when the builder,
 * putting it in as "Add to build" would (placePart: the free slot, or in place of the part of
 * its kind), neither drops it nor removes anything for it, its own filters raise no conflict,
 * and evaluateBuild finds no problem the draft and the part did not already have on their own.
 * The builder's own rules, never a copy of them.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { placePart } from './add-part.ts';
import { evaluateBuild } from './compatibility.ts';
import { problemsAlone } from './part-fits.ts';
import { isEmptySelection, type Selection } from './selection.ts';

/** A test of whether a part fits `draft`; every part fits an empty draft. */
export function fitsDraft(draft: Selection): (part: Component) => boolean {
  if (isEmptySelection(draft)) return () => true;
  const before = new Set(evaluateBuild(draft).problems);
  const memo = new Map<string, boolean>();
  return (part) => {
    let fits = memo.get(part.id);
    if (fits === undefined) {
      const placement = placePart(draft, part);
      const alone = problemsAlone(part);
      fits =
        placement.placed &&
        placement.removed.length === 0 &&
        placement.conflicts.length === 0 &&
        evaluateBuild(placement.selection).problems.every((p) => before.has(p) || alone.has(p));
      memo.set(part.id, fits);
    }
    return fits;
  };
}

/** Sections narrowed to what fits, and how many parts that hid; sections left empty go. */
export function narrowToFit<S extends { parts: Component[] }>(sections: readonly S[], fits: (part: Component) => boolean): { sections: S[]; hidden: number } {
  let hidden = 0;
  const narrowed = sections
    .map((section) => {
      const parts = section.parts.filter(fits);
      hidden += section.parts.length - parts.length;
      return { ...section, parts };
    })
    .filter((section) => section.parts.length > 0);
  return { sections: narrowed, hidden };
}

/** "hiding 143 that don't fit your build" */
export const hidingText = (hidden: number) => `hiding ${hidden} that ${hidden === 1 ? "doesn't" : "don't"} fit your build`;
