import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { texts } from '../../domain/texts';
import { PageSpinner } from '../../ui/Spinner';
import { to } from '../../app/routes';
import { logout } from '../../app/session';

/** /uitloggen: ends the session and goes home. */
export function LogoutPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    logout();
    navigate(to.home(), { replace: true });
  }, [navigate]);
  return <PageSpinner label={texts.auth.loggingOut} />;
}
