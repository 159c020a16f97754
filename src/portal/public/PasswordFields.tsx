// New password and its repeat, with the length and strength feedback of A17 and A18.
import { LightTextField as TextField } from './LightTextField';
import { judgePassword } from '../../domain/password';

export interface PasswordPair { password: string; repeat: string }

const messageKey = { 'too-short': 'password.too_short', 'too-weak': 'password.too_weak', ok: 'password.strong_enough' } as const;

export const passwordPairIsValid = ({ password, repeat }: PasswordPair) => judgePassword(password) === 'ok' && password === repeat;

export function PasswordFields({ value, onChange, translate }: { value: PasswordPair; onChange: (value: PasswordPair) => void; translate: (key: string) => string }) {
  const verdict = judgePassword(value.password);
  const mismatch = value.repeat.length > 0 && value.repeat !== value.password;
  return (
    <>
      <TextField label={translate('password.new_password')} type="password" autoComplete="new-password" required
        value={value.password} onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={value.password.length > 0 && verdict !== 'ok'}
        helperText={value.password.length > 0 ? translate(messageKey[verdict]) : ' '} liveHelper />
      <TextField label={translate('password.repeat_password')} type="password" autoComplete="new-password" required
        value={value.repeat} onChange={(event) => onChange({ ...value, repeat: event.target.value })}
        error={mismatch} helperText={mismatch ? translate('password.mismatch') : ' '} />
    </>
  );
}
