/** Addresses of a part's own page and of the builder with it added (issue 12, issue 29): one spelling for every screen. */
export const partHref = (id: string) => `/parts/${encodeURIComponent(id)}`;

/** Issue 12: "Add to build" opens the builder with the part chosen; it works as a plain link too. */
export const addToBuildHref = (part: { id: string }) => `/builder?add=${encodeURIComponent(part.id)}`;
