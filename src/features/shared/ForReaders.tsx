/**
 * Words only screen readers hear, after a visible label (issue 25): cards repeat the same
 * buttons, so each carries its build's name ("Edit Gaming rig") while the screen shows "Edit".
 * The visible label stays the start of the accessible name, so speech control still finds it.
 */
export function ForReaders({ text }: { text: string }) {
  return <span className="visually-hidden"> {text}</span>;
}
