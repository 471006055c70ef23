import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { texts } from '../../domain/texts';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { usePageTitle } from '../../app/page-title';
import { safeRedirect, to } from '../../app/routes';
import { login, useSession } from '../../app/session';
import { loginErrorMessage, validateLogin, type LoginErrors } from './login-form';

const t = texts.auth;

export function LoginPage() {
  usePageTitle(t.title);
  const { redirectUrl } = useParams<{ redirectUrl?: string }>();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useSession();

  // After the first submit, messages follow the typing so the visitor sees a fix take effect.
  const revalidate = (nextEmail: string, nextPassword: string) => {
    if (submitted) setErrors(validateLogin(nextEmail, nextPassword));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      await login(email.trim(), password);
      navigate(safeRedirect(redirectUrl), { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setBusy(false);
    }
  };

  // A dealer who is logged in already (e.g. following the new-lead mail) goes straight on.
  if (session && !busy) return <Redirect to={safeRedirect(redirectUrl)} replace />;

  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-stone-600">{t.intro}</p>
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <TextField
            label={t.email}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            error={errors.email}
            onChange={(e) => { setEmail(e.target.value); revalidate(e.target.value, password); }}
          />
          <TextField
            label={t.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => { setPassword(e.target.value); revalidate(email, e.target.value); }}
          />
          <Link href={to.forgotPassword()} className="-mt-1 inline-flex min-h-11 items-center justify-self-start text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
            {t.forgotPassword}
          </Link>
          {failure && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{failure}</p>}
          <Button type="submit" size="lg" disabled={busy}>{busy ? t.loggingIn : t.login}</Button>
        </form>
      </div>
      <ButtonLink href={to.home()} variant="ghost" className="mt-4 self-center">{t.continueWithoutAccount}</ButtonLink>
    </main>
  );
}
