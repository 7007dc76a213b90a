/** An optional description of up to 200 characters with a live counter (spec §5 "Description"). */
import { useId } from 'react';
import { BUILD_DESCRIPTION_MAX, descriptionError } from '../../domain/build-name.ts';

export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const error = descriptionError(value);
  return (
    <div className="field">
      <label htmlFor={id}>Description (optional)</label>
      <textarea id={id} rows={3} maxLength={BUILD_DESCRIPTION_MAX} value={value} onChange={(e) => onChange(e.target.value)} />
      <p className="field-hint" aria-live="polite">
        {value.length}/{BUILD_DESCRIPTION_MAX}
      </p>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
