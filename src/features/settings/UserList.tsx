import { useQuery } from '@tanstack/react-query';
import { listUsers } from '../../api/account';
import { dealerTexts } from '../../domain/dealer-texts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListStates';
import { EditRow } from './SettingsFrame';
import { userEditPath } from './settings-paths';

/** The users of the own organisation, or of one organisation within reach (organizationIds[] filter). */
export function UserList({ organizationId }: { organizationId?: number }) {
  const list = useQuery({ queryKey: ['users', organizationId ?? 'own'], queryFn: ({ signal }) => listUsers(organizationId, signal) });
  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <ListError onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <ListEmpty text={dealerTexts.users.empty} />;
  return (
    <ul className="flex flex-col gap-3" data-testid="user-list">
      {list.data.data.map((user) => (
        <EditRow key={user.id} testId="user-row" href={userEditPath(user.id, organizationId)}
          label={[user.firstName, user.preposition, user.lastName].filter(Boolean).join(' ')} sub={user.email} />
      ))}
    </ul>
  );
}
