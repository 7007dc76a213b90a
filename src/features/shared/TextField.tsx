import { useId } from 'react';

/** A labelled text input with an optional note and its error, wired for screen readers. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  error?: string | null | undefined;
  readOnly?: boolean;
  note?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-err` : props.note ? `${id}-note` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.note && (
        <p id={`${id}-note`} className="field-note">
          {props.note}
        </p>
      )}
      {props.error && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
