import { useEffect, useState } from 'react';
import { avatarUrl, initials } from './avatar';

/** The avatar image, or the initials when it cannot load (no internet, no picture for this address). */
export function Avatar({ email, firstName, lastName }: { email: string; firstName?: string | null; lastName?: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void avatarUrl(email).then((value) => live && setUrl(value)).catch(() => live && setFailed(true));
    return () => { live = false; };
  }, [email]);
  const letters = initials(firstName, lastName, email);
  return (
    <span className="relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-forest-700 text-xl font-bold text-white" data-testid="avatar">
      <span aria-hidden={!failed && !!url} data-testid="avatar-initials">{letters}</span>
      {url && !failed && <img src={url} alt="" className="absolute inset-0 size-full object-cover" onError={() => setFailed(true)} />}
    </span>
  );
}
