/** What the PC is for (issue 12): Gaming by default; the balance verdict reads it. */
import { useStore } from '@nanostores/react';
import { PURPOSES, PURPOSE_LABELS } from '../../domain/builder/purpose.ts';
import { $purpose } from './store.ts';

export function PurposePicker() {
  const purpose = useStore($purpose);
  return (
    <fieldset className="purpose">
      <legend>What is this PC for?</legend>
      <div className="purpose__options">
        {PURPOSES.map((p) => (
          <label key={p} className="purpose__option">
            <input type="radio" name="build-purpose" value={p} checked={purpose === p} onChange={() => $purpose.set(p)} />
            <span className="chip">{PURPOSE_LABELS[p]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
