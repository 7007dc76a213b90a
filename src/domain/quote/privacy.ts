/**
 * Personal details in a pasted quote: a shop's invoice often carries the buyer's name, address,
 * phone number and e-mail, and the salesperson's. They are found here and dropped before a line
 * is shown back, stored or shared (issue 28 item 4). A line that is only personal details is a
 * "contact" line and is not kept at all.
 */

export type PersonalKind = 'phone' | 'email' | 'name' | 'address';

/** Philippine mobiles (0917…, +63 917…), landlines with an area code ((02) 8123-4567) or without (8123-4567). */
const PHONES = [
  /(?:\+?63[\s-]?|\b0)9\d{2}[\s.-]?\d{3}[\s.-]?\d{4}\b/g,
  /(?:\(0\d{1,2}\)|\b0\d{1,2})[\s.-]?\d{3,4}[\s.-]?\d{4}\b/g,
  /\b\d{3,4}-\d{4}\b/g,
];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** "Name: …", "Customer: …", "Address: …": everything after the label is personal. */
const LABELS: readonly [RegExp, PersonalKind][] = [
  [/^\W*(?:customer(?:'s)?\s+name|name|customer|client|buyer|sold\s+to|bill\s+to|attn|attention|contact\s+person|prepared\s+by|sales\s*(?:person|agent|rep)|agent|salesman|noted\s+by|approved\s+by)\s*[:–—-]\s*\S/i, 'name'],
  [/^\W*(?:delivery\s+|billing\s+|shipping\s+|home\s+)?(?:address|addr|ship\s+to|deliver\s+to|location)\s*[:–—-]\s*\S/i, 'address'],
  [/^\W*(?:e-?mail|email\s+address)\s*[:–—-]/i, 'email'],
  [/^\W*(?:tel|tel\.?\s*no|telephone|phone|mobile|mobile\s+no|cell|cp|cp\s+no|contact(?:\s+(?:no|number|#))?|viber|landline)\.?\s*[:–—#-]/i, 'phone'],
];

/** A title before a capitalised name: "Mr. Reyes", "Ms. Villanueva", "Sir Mark". */
const TITLED_NAME = /\b(?:[Mm][Rr][Ss]?|[Mm][Ss]|[Mm]iss|[Ss]ir|[Mm]a'?am|[Mm]am|[Ee]ngr|[Aa]tty|[Dd]r)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s+(?:de|dela|del|delos|de\s+los|\p{Lu}[\p{L}'’.-]*)){0,3}/gu;

/** Words of a street address; a line that is not an item and carries two of them is an address. */
const ADDRESS_WORDS = /\b(?:blk|block|lot|brgy|barangay|purok|phase|st|street|ave|avenue|subd|subdivision|village|city|province|bldg|building|unit|floor|zip|road|rd|hwy|highway)\b\.?/gi;

/** A closing ("Best regards,", "Salamat po,") whose next line is the sender's name. */
const CLOSING = /^\W*(?:best\s+)?(?:regards|kind\s+regards|warm\s+regards|sincerely|respectfully|thanks|thank\s+you|salamat(?:\s+po)?|cheers|yours\s+truly)\W*$/i;
/** A line that is only a name: two to four capitalised words (with the usual particles). */
const NAME_ONLY = /^\s*\p{Lu}[\p{L}'’.-]+(?:\s+(?:de|dela|del|delos|y|\p{Lu}[\p{L}'’.-]*)){1,3}\s*$/u;

export interface Scrubbed {
  text: string;
  removed: PersonalKind[];
}

/** The text with phone numbers, e-mail addresses and titled names taken out. */
export function scrubPersonal(text: string): Scrubbed {
  const removed = new Set<PersonalKind>();
  let out = text.replace(EMAIL, () => (removed.add('email'), ' '));
  for (const pattern of PHONES) out = out.replace(pattern, () => (removed.add('phone'), ' '));
  out = out.replace(TITLED_NAME, (m) => {
    removed.add('name');
    return m.replace(/\s.*$/s, '').replace(/\.$/, '');
  });
  // Spacing is kept (an invoice's columns are read from it); only the gaps left behind are tidied.
  const tidied = removed.size ? out.replace(/ {2,}(?=[,.!?|)]|$)/g, '').replace(/ ([,.!?)])/g, '$1') : out;
  return { text: tidied.trim(), removed: [...removed] };
}

/**
 * What makes a whole line personal: a label ("Address: …"), a name on its own right after a
 * closing, or two address words without anything that could be a part.
 */
export function personalLine(line: string, previous: string | undefined): PersonalKind | null {
  for (const [pattern, kind] of LABELS) if (pattern.test(line)) return kind;
  if (previous !== undefined && CLOSING.test(previous) && NAME_ONLY.test(line)) return 'name';
  if ((line.match(ADDRESS_WORDS) ?? []).length >= 2 && !/\d{1,3},\d{3}/.test(line)) return 'address';
  return null;
}

export const PERSONAL_LABELS: Record<PersonalKind, string> = {
  phone: 'phone number',
  email: 'e-mail address',
  name: 'name',
  address: 'address',
};
