import { useId, useState } from 'react';

/** A password field whose show/hide toggle appears once something is typed (spec §2.3, §2.4). */
export function PasswordInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  error?: string | null | undefined;
  describedBy?: string;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="password">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={[props.describedBy, props.error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
        {props.value && (
          <button type="button" className="password__toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {props.label.toLowerCase()}</span>
          </button>
        )}
      </div>
      {props.error && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

// The plain text field lives with the shared pieces (settings uses it too).
export { TextField } from '../shared/TextField.tsx';

export const postJson = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
