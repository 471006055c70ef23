/**
 * Both password screens first end any session (spec §2 'Password screens': logout at 600 ms) and show a spinner,
 * rendering the form at 1000 ms, so a link opened in a logged-in browser never acts as the wrong user.
 */
import { useEffect, useState } from 'react';
import { logout } from '../../app/session';

export const PASSWORD_LOGOUT_MS = 600;
export const PASSWORD_RENDER_MS = 1000;

export function usePasswordGate(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const out = setTimeout(logout, PASSWORD_LOGOUT_MS);
    const show = setTimeout(() => setReady(true), PASSWORD_RENDER_MS);
    return () => {
      clearTimeout(out);
      clearTimeout(show);
    };
  }, []);
  return ready;
}
