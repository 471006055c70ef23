import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { deleteUser, getUser, inviteUser, updateUser, type UserInput } from '../../api/account';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { hasErrors, validateUserForm } from '../../domain/forms/organization-forms';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageSpinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/Toast';
import { ListError } from '../../ui/ListStates';
import { SettingsFrame } from './SettingsFrame';
import { serverMessage } from './settings-errors';
import { subdealerEditPath } from './settings-paths';

const t = dealerTexts.users;
const empty: UserInput = { firstName: '', preposition: '', lastName: '', email: '' };

/**
 * /instellingen/gebruiker/toevoegen/:organizationId? and /wijzigen/:id/:organizationId? (spec §2 'User screens', §5
 * 'User form'): errors show only after the first failed submit; inviting past the plan's limit shows §8's text.
 */
export function UserFormPage() {
  const { id, organizationId } = useParams<{ id?: string; organizationId?: string }>();
  const userId = id ? Number(id) : undefined;
  const orgId = organizationId ? Number(organizationId) : undefined;
  usePageTitle(userId ? t.editTitle : t.inviteTitle);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const existing = useQuery({ queryKey: ['user', userId], queryFn: ({ signal }) => getUser(userId!, signal), enabled: !!userId });
  const [values, setValues] = useState<UserInput>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (existing.data) setValues({ firstName: existing.data.firstName ?? '', preposition: existing.data.preposition ?? '', lastName: existing.data.lastName ?? '', email: existing.data.email });
  }, [existing.data]);

  const errors = submitted ? validateUserForm(values) : {};
  const back = orgId ? subdealerEditPath(orgId, String(orgId), 'user') : to.settingsUser();
  const done = async () => {
    await client.invalidateQueries({ queryKey: ['users'] });
    navigate(back);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (hasErrors(validateUserForm(values))) return;
    setBusy(true);
    try {
      if (userId) await updateUser(userId, values);
      else await inviteUser({ ...values, organizationId: orgId });
      showToast(userId ? t.saved : t.invited);
      await done();
    } catch (error) {
      setFailure(serverMessage(error, t.limitReached, userId ? t.updateFailed : t.createFailed));
      setBusy(false);
    }
  };

  if (userId && existing.isPending) return <PageSpinner />;
  if (userId && existing.isError) return <SettingsFrame title={t.editTitle}><ListError onRetry={() => void existing.refetch()} /></SettingsFrame>;
  const set = (field: keyof UserInput) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  return (
    <SettingsFrame title={userId ? t.editTitle : t.inviteTitle} back={{ href: back, label: t.back }} testId="user-form-page">
      <form onSubmit={submit} noValidate className="grid gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <TextField label={t.firstName} name="firstName" autoComplete="given-name" value={values.firstName} error={errors.firstName} onChange={set('firstName')} />
          <TextField label={t.preposition} name="preposition" value={values.preposition ?? ''} onChange={set('preposition')} />
        </div>
        <TextField label={t.lastName} name="lastName" autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={set('lastName')} />
        <TextField label={t.email} name="email" type="email" inputMode="email" autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} />
        {failure && <p role="alert" data-testid="user-form-error" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{failure}</p>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Within an organisation context the delete button is hidden (spec §2 'User screens'). */}
          {userId && !orgId
            ? <Button variant="ghost" className="text-red-700" onClick={() => setConfirmDelete(true)} data-testid="user-delete">{t.delete}</Button>
            : <span />}
          <Button type="submit" disabled={busy}>{busy ? t.saving : userId ? t.save : t.sendInvite}</Button>
        </div>
      </form>
      <ConfirmDialog open={confirmDelete} question={t.deleteConfirm} confirmLabel={t.delete} busy={busy} error={failure}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deleteUser(userId!);
            await done();
          } catch (error) {
            setFailure(serverMessage(error, t.limitReached, t.updateFailed));
            setBusy(false);
          }
        }} />
    </SettingsFrame>
  );
}
