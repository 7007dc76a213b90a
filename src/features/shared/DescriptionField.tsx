/**
 * An optional description with a live counter: a saved build's (spec §5 "Description", up to 200
 * characters) by default; the share dialog passes the gallery's own limit and rule.
 */
import { useId } from 'react';
import { BUILD_DESCRIPTION_MAX, descriptionError } from '../../domain/saved-builds/build-name.ts';

export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  max?: number;
  /** The problem with the value, or null; defaults to the saved build's rule. */
  error?: string | null;
}

export function DescriptionField({ value, onChange, max = BUILD_DESCRIPTION_MAX, error = descriptionError(value) }: DescriptionFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Description (optional)</label>
      <textarea id={id} rows={3} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} />
      <p className="field-hint" aria-live="polite">
        {value.length}/{max}
      </p>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
