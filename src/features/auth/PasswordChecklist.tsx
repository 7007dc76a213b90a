/** The live checklist of sign-up password rules (spec §2.4, §5), shown wherever a password is set. */
import { SIGNUP_PASSWORD_RULES } from '../../domain/accounts/password.ts';

export const PASSWORD_RULES_ID = 'password-rules';

export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul id={PASSWORD_RULES_ID} className="checklist" aria-label="Password rules">
      {SIGNUP_PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password);
        return (
          <li key={rule.text} className={ok ? 'is-met' : undefined} data-met={ok}>
            <span aria-hidden="true">{ok ? '✓' : '•'}</span> {rule.text}
            <span className="visually-hidden">{ok ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
