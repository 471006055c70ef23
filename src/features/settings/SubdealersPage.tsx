import { useQuery } from '@tanstack/react-query';
import { listSubdealers } from '../../api/account';
import { usePageTitle } from '../../app/page-title';
import { dealerTexts } from '../../domain/dealer-texts';
import { ButtonLink } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListStates';
import { EditRow, SettingsFrame } from './SettingsFrame';
import { subdealerAddPath, subdealerEditPath } from './settings-paths';

const t = dealerTexts.subdealers;

/**
 * /instellingen/subdealer (spec §2 'Sub-dealer screens', managers): names with an edit arrow, 'Geen subdealers
 * gevonden' when empty, loaded once. The add button stands in the heading, not among the rows of the list.
 */
export function SubdealersPage() {
  usePageTitle(t.title);
  const list = useQuery({ queryKey: ['subdealers'], queryFn: ({ signal }) => listSubdealers(signal), staleTime: Infinity });
  return (
    <SettingsFrame title={t.title} testId="subdealers-page"
      action={<ButtonLink href={subdealerAddPath()} variant="accent" size="sm" icon={<PlusIcon className="size-4" />} data-testid="add-subdealer">{t.add}</ButtonLink>}>
      {list.isPending && <ListSkeleton rows={2} />}
      {list.isError && <ListError onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.data.length === 0 && <ListEmpty text={t.empty} />}
      {list.isSuccess && list.data.data.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="subdealer-list">
          {list.data.data.map((org) => <EditRow key={org.id} testId="subdealer-row" href={subdealerEditPath(org.id, org.name)} label={org.name} sub={org.email} />)}
        </ul>
      )}
    </SettingsFrame>
  );
}
