import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { requestPasswordReset } from '../../api/account';
import { dealerTexts } from '../../domain/dealer-texts';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { validateLogin } from './login-form';
import { PasswordCard } from './PasswordCard';
import { usePasswordGate } from './password-gate';

const t = dealerTexts.passwords;

/** /wachtwoord-vergeten: asks for a mail with a change-password link (spec §2 'Password screens', §8). */
export function ForgotPasswordPage() {
  usePageTitle(t.forgotTitle);
  const ready = usePasswordGate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (value: string) => validateLogin(value, 'xxxxxx').email;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = check(email);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch {
      setFailure(t.requestFailed);
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return <PageSpinner />;
  return (
    <PasswordCard title={t.forgotTitle} intro={sent ? undefined : t.forgotIntro}>
      {sent ? (
        <p role="status" data-testid="reset-sent" className="mt-6 rounded-xl bg-forest-50 px-4 py-3 font-medium text-forest-900">{sent}</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <TextField label={t.email} type="email" name="email" autoComplete="username" inputMode="email" value={email} error={error}
            onChange={(e) => { setEmail(e.target.value); if (submitted) setError(check(e.target.value)); }} />
          {failure && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{failure}</p>}
          <Button type="submit" size="lg" disabled={busy}>{busy ? t.requesting : t.request}</Button>
        </form>
      )}
      <Link href={to.auth()} className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
        {t.backToLogin}
      </Link>
    </PasswordCard>
  );
}
