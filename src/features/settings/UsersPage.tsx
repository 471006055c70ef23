import { useParams } from 'wouter';
import { usePageTitle } from '../../app/page-title';
import { sessionFacts, useSession } from '../../app/session';
import { dealerTexts } from '../../domain/dealer-texts';
import { ButtonLink } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { SettingsFrame } from './SettingsFrame';
import { UserList } from './UserList';
import { userAddPath } from './settings-paths';

const t = dealerTexts.users;

/** /instellingen/gebruiker (spec §2 'User screens'): a row per user; 'Gebruiker uitnodigen' for managers. */
export function UsersPage() {
  usePageTitle(t.title);
  const facts = sessionFacts(useSession());
  const { organizationId } = useParams<{ organizationId?: string }>();
  const filtered = organizationId ? Number(organizationId) : undefined;
  return (
    <SettingsFrame title={t.title} testId="users-page" action={!filtered && facts.manager
      ? <ButtonLink href={userAddPath()} variant="accent" size="sm" icon={<PlusIcon className="size-4" />} data-testid="invite-user">{t.invite}</ButtonLink>
      : undefined}>
      <UserList organizationId={filtered} />
    </SettingsFrame>
  );
}
