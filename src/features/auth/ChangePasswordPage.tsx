import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { changePassword } from '../../api/account';
import type { LoginAnswer } from '../../api/auth';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { decodeResetSecret } from '../../domain/reset-secret';
import { usePageTitle } from '../../app/page-title';
import { decodeParam, to } from '../../app/routes';
import { adoptLogin } from '../../app/session';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { loginErrorMessage } from './login-form';
import { PasswordCard } from './PasswordCard';
import { usePasswordGate } from './password-gate';

const t = dealerTexts.passwords;
/** How long the success message shows before the automatic login takes the user home. */
export const AUTO_LOGIN_DELAY_MS = 2000;

/** /wachtwoord-veranderen/:secret (spec §2 'Password screens', §5 'Change-password link', §8). */
export function ChangePasswordPage() {
  usePageTitle(t.changeTitle);
  const ready = usePasswordGate();
  const { secret: raw } = useParams<{ secret: string }>();
  const secret = decodeParam(raw) ?? '';
  // A link that does not decode to e-mail, number and secret gives empty fields.
  const email = useMemo(() => decodeResetSecret(secret)?.email ?? '', [secret]);
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<LoginAnswer | null>(null);

  const check = (value: string) => (value.length < 6 ? texts.auth.passwordTooShort : undefined);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      adoptLogin(done);
      navigate(to.home(), { replace: true });
    }, AUTO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = check(password);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      setDone(await changePassword(secret, password));
    } catch (failed) {
      const message = loginErrorMessage(failed);
      setFailure(message === texts.auth.loginFailed ? t.changeFailed : message);
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return <PageSpinner />;
  return (
    <PasswordCard title={t.changeTitle} intro={done ? undefined : t.changeIntro}>
      {done ? (
        <p role="status" data-testid="password-changed" className="mt-6 rounded-xl bg-forest-50 px-4 py-3 font-medium text-forest-900">
          {t.changed}{' '}
          <Link href={to.auth()} onClick={() => adoptLogin(done)} className="font-semibold text-forest-700 underline">{t.loginYourself}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <TextField label={t.email} type="email" name="email" autoComplete="username" value={email} readOnly className="[&_input]:bg-stone-100" />
          <TextField label={t.newPassword} type="password" name="password" autoComplete="new-password" value={password} error={error}
            onChange={(e) => { setPassword(e.target.value); if (submitted) setError(check(e.target.value)); }} />
          {failure && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{failure}</p>}
          <Button type="submit" size="lg" disabled={busy}>{busy ? t.changing : t.change}</Button>
        </form>
      )}
    </PasswordCard>
  );
}
