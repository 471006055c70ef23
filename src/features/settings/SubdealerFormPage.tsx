import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { createSubdealer, getSubdealer, updateSubdealer, type SubdealerInput } from '../../api/account';
import { usePageTitle } from '../../app/page-title';
import { decodeParam, to } from '../../app/routes';
import { hasErrors, validateAddressForm, validateSubdealerForm } from '../../domain/forms/organization-forms';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { PageSpinner } from '../../ui/Spinner';
import { TabBar } from '../../ui/TabBar';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/Toast';
import { ListError } from '../../ui/ListStates';
import { LogoDropzone } from './LogoDropzone';
import { SettingsFrame } from './SettingsFrame';
import { serverMessage } from './settings-errors';
import { subdealerEditPath } from './settings-paths';
import { SubdealerQuotes } from './SubdealerQuotes';
import { UserList } from './UserList';

const t = dealerTexts.subdealers;
type Address = SubdealerInput['addresses'][number];
const emptyAddress: Address = { street: '', houseNumber: '', postalCode: '', city: '' };
const empty: SubdealerInput = { name: '', email: '', phone: '', identificationNumber: '', vatNumber: '', ibanNumber: '', logoUrl: null, addresses: [] };
type Tab = 'quotes' | 'user';

/**
 * /instellingen/subdealer/toevoegen and /wijzigen/:id/:organizationName?/:tab? (spec §2 'Sub-dealer screens', §5
 * 'Sub-dealer form'): logo, company fields and the editable address list; on edit the tabs Offertes and Gebruikers
 * (tab value 'user' opens the users tab). Errors show after the first failed submit.
 */
export function SubdealerFormPage() {
  const params = useParams<{ id?: string; organizationName?: string; tab?: string }>();
  const id = params.id ? Number(params.id) : undefined;
  usePageTitle(id ? t.editTitle : t.addTitle);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const existing = useQuery({ queryKey: ['subdealer', id], queryFn: ({ signal }) => getSubdealer(id!, signal), enabled: !!id });
  const [values, setValues] = useState<SubdealerInput>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>(params.tab === 'user' ? 'user' : 'quotes');

  useEffect(() => {
    const o = existing.data;
    if (o) {
      setValues({
        name: o.name, email: o.email ?? '', phone: o.phone ?? '', identificationNumber: o.identificationNumber ?? '', vatNumber: o.vatNumber ?? '',
        ibanNumber: o.ibanNumber ?? '', logoUrl: o.logoUrl ?? null,
        addresses: o.addresses.map((a) => ({ street: a.street, houseNumber: a.houseNumber, postalCode: a.postalCode, city: a.city })),
      });
    }
  }, [existing.data]);

  const errors = submitted ? validateSubdealerForm(values) : {};
  const addressErrors = values.addresses.map((a) => (submitted ? validateAddressForm(a) : {}));
  const set = (field: keyof SubdealerInput) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const setAddress = (index: number, field: keyof Address) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, addresses: v.addresses.map((a, i) => (i === index ? { ...a, [field]: event.target.value } : a)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (hasErrors(validateSubdealerForm(values)) || values.addresses.some((a) => hasErrors(validateAddressForm(a)))) return;
    setBusy(true);
    try {
      const saved = id ? await updateSubdealer(id, values) : await createSubdealer(values);
      await client.invalidateQueries({ queryKey: ['subdealers'] });
      client.setQueryData(['subdealer', saved.id], saved);
      showToast(t.saved);
      if (!id) navigate(subdealerEditPath(saved.id, saved.name), { replace: true });
    } catch (error) {
      setFailure(serverMessage(error, t.limitReached, dealerTexts.users.createFailed));
    } finally {
      setBusy(false);
    }
  };

  if (id && existing.isPending) return <PageSpinner />;
  if (id && existing.isError) return <SettingsFrame title={t.editTitle}><ListError onRetry={() => void existing.refetch()} /></SettingsFrame>;
  const title = id ? decodeParam(params.organizationName) ?? existing.data?.name ?? t.editTitle : t.addTitle;
  return (
    <SettingsFrame title={title} back={{ href: to.settingsSubdealer(), label: t.back }} testId="subdealer-form-page">
      <form onSubmit={submit} noValidate className="grid gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
        <LogoDropzone value={values.logoUrl ?? null} onChange={(logoUrl) => setValues((v) => ({ ...v, logoUrl }))} />
        <TextField label={t.name} name="name" value={values.name} error={errors.name} onChange={set('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.email} name="email" type="email" inputMode="email" value={values.email} error={errors.email} onChange={set('email')} />
          <TextField label={t.phone} name="phone" type="tel" inputMode="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t.kvk} name="kvk" value={values.identificationNumber ?? ''} onChange={set('identificationNumber')} />
          <TextField label={t.vat} name="vat" value={values.vatNumber ?? ''} onChange={set('vatNumber')} />
          <TextField label={t.iban} name="iban" value={values.ibanNumber ?? ''} onChange={set('ibanNumber')} />
        </div>
        <fieldset className="grid gap-3" data-testid="address-list">
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t.addresses}</legend>
          {values.addresses.map((address, index) => (
            <div key={index} className="grid gap-3 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-2" data-testid="address-row">
              <TextField label={t.street} value={address.street} error={addressErrors[index]?.street} onChange={setAddress(index, 'street')} />
              <TextField label={t.houseNumber} value={address.houseNumber} error={addressErrors[index]?.houseNumber} onChange={setAddress(index, 'houseNumber')} />
              <TextField label={t.postalCode} value={address.postalCode} error={addressErrors[index]?.postalCode} onChange={setAddress(index, 'postalCode')} />
              <TextField label={t.city} value={address.city} error={addressErrors[index]?.city} onChange={setAddress(index, 'city')} />
              <Button variant="ghost" size="sm" className="justify-self-start text-red-700 sm:col-span-2" icon={<TrashIcon className="size-4" />}
                onClick={() => setValues((v) => ({ ...v, addresses: v.addresses.filter((_, i) => i !== index) }))}>{t.removeAddress}</Button>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" icon={<PlusIcon className="size-4" />} data-testid="add-address"
              onClick={() => setValues((v) => ({ ...v, addresses: [...v.addresses, { ...emptyAddress }] }))}>{t.addAddress}</Button>
            <span className="text-sm text-stone-500">{t.addLater}</span>
          </div>
        </fieldset>
        {failure && <p role="alert" data-testid="subdealer-form-error" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{failure}</p>}
        <Button type="submit" disabled={busy} className="justify-self-end">{busy ? t.saving : t.save}</Button>
      </form>

      {id && (
        <section className="mt-8">
          <TabBar<Tab> items={[{ id: 'quotes', label: t.tabQuotes }, { id: 'user', label: t.tabUsers }]} value={tab} onChange={setTab}
            panelId="subdealer-tab" label={title} />
          <div id="subdealer-tab" role="tabpanel" className="mt-4">
            {tab === 'quotes' ? <SubdealerQuotes organizationId={id} /> : (
              // The list filtered to one organisation has no 'Gebruiker uitnodigen' (spec §2 'User screens').
              <UserList organizationId={id} />
            )}
          </div>
        </section>
      )}
    </SettingsFrame>
  );
}
