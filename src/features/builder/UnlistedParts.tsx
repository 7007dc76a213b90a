/**
 * Issue 20: a stored part that left the catalogue stays named in its slot, with the price stored
 * with it, until the person chooses a replacement there (or removes it).
 */
import { useStore } from '@nanostores/react';
import { unlistedLine } from '../../domain/builder/persistence.ts';
import type { Slot } from '../../domain/builder/selection.ts';
import { $unlisted, dismissUnlisted } from './store.ts';

export function UnlistedParts({ slot }: { slot: Slot }) {
  const unlisted = useStore($unlisted).filter((u) => u.slot === slot);
  if (unlisted.length === 0) return null;
  return (
    <>
      {unlisted.map((part, i) => (
        <p className="slot-unlisted" key={`${part.name}-${i}`} data-testid="unlisted-part">
          <span>{unlistedLine(part)}</span>
          <button type="button" className="slot-unlisted__remove" onClick={() => dismissUnlisted(part)} aria-label={`Remove ${part.name} from the build`}>
            Remove
          </button>
        </p>
      ))}
    </>
  );
}
