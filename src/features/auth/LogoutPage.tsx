import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { texts } from '../../domain/texts';
import { PageSpinner } from '../../ui/Spinner';
import { to } from '../../app/routes';
import { signOut } from '../../app/session';

/** /uitloggen: ends the session, on the server too, and goes home. */
export function LogoutPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    signOut();
    navigate(to.home(), { replace: true });
  }, [navigate]);
  return <PageSpinner label={texts.auth.loggingOut} />;
}
