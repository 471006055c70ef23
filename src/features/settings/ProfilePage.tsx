import { useEffect, useRef, useState } from 'react';
import { enableTestProducts, saveProfile, type ManagedOrganization, type ProfileInput } from '../../api/account';
import { usePageTitle } from '../../app/page-title';
import { sessionFacts, updateSession, useSession } from '../../app/session';
import { BRAND_ORGANIZATION_ID, TEST_PRODUCT_CLICKS } from '../../domain/constants';
import { hasErrors, validateProfileCompany, validateProfileUser, type FieldErrors } from '../../domain/forms/organization-forms';
import { dealerTexts } from '../../domain/dealer-texts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/Toast';
import { Avatar } from './Avatar';
import { serverMessage } from './settings-errors';
import { PostcodeRegionsCard } from './PostcodeRegionsCard';
import { SessionsCard } from './SessionsCard';
import { ShareLinkCard } from './ShareLinkCard';
import { SettingsFrame } from './SettingsFrame';

const t = dealerTexts.profile;
/** Profile changes are saved on every field edit (spec §2), once typing pauses this long. */
export const PROFILE_SAVE_DEBOUNCE_MS = 700;

interface Values {
  firstName: string; preposition: string; lastName: string;
  companyName: string; companyEmail: string; companyPhone: string; street: string; houseNumber: string; city: string; postalCode: string;
  kvk: string; vat: string; iban: string;
}
type Status = 'idle' | 'saving' | 'saved' | 'failed';

function initialValues(user: { firstName?: string | null; preposition?: string | null; lastName?: string | null }, org: ManagedOrganization | null): Values {
  const address = org?.addresses?.[0];
  return {
    firstName: user.firstName ?? '', preposition: user.preposition ?? '', lastName: user.lastName ?? '',
    companyName: org?.name ?? '', companyEmail: org?.email ?? '', companyPhone: org?.phone ?? '', street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '', city: address?.city ?? '', postalCode: address?.postalCode ?? '',
    kvk: org?.identificationNumber ?? '', vat: org?.vatNumber ?? '', iban: org?.ibanNumber ?? '',
  };
}

/**
 * /instellingen/instellen, the profile tab (spec §2 'Profile and settings', §5 'Profile form'): user details, the
 * company form saved on every edit (debounced; a failed save shows its error and keeps what was typed), the avatar,
 * the 'Deelbare link' card, the brand's 'Postcodegebieden' (PostcodeRegionsCard), and the hidden corner square that makes the user a test user after 5 clicks.
 */
export function ProfilePage() {
  usePageTitle(t.title);
  const session = useSession()!;
  const facts = sessionFacts(session);
  const organization = session.organization as ManagedOrganization | null;
  const [values, setValues] = useState<Values>(() => initialValues(session.user, organization));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [clicks, setClicks] = useState(0);
  const [confirmTest, setConfirmTest] = useState(false);
  const saveRun = useRef(0);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void save(values), PROFILE_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the values it is given
  }, [values, dirty]);

  async function save(current: Values) {
    const found = { ...validateProfileUser(current), ...(facts.manager ? validateProfileCompany(current) : {}) };
    setErrors(found);
    if (hasErrors(found)) {
      setStatus('failed');
      setFailure(null);
      return;
    }
    const run = ++saveRun.current;
    setStatus('saving');
    const input: ProfileInput = { user: { firstName: current.firstName, preposition: current.preposition, lastName: current.lastName } };
    if (facts.manager) {
      input.organization = {
        name: current.companyName, email: current.companyEmail, phone: current.companyPhone, identificationNumber: current.kvk,
        vatNumber: current.vat, ibanNumber: current.iban,
        address: { street: current.street, houseNumber: current.houseNumber, postalCode: current.postalCode, city: current.city },
      };
    }
    try {
      const answer = await saveProfile(input);
      if (run !== saveRun.current) return;
      // The typed values stay on screen; only the session learns the saved record.
      updateSession({ user: answer.user, organization: answer.organization });
      setStatus('saved');
      setFailure(null);
    } catch (error) {
      if (run !== saveRun.current) return;
      setStatus('failed');
      setFailure(serverMessage(error, t.saveFailed, t.saveFailed));
    }
  }

  const field = (name: keyof Values, label: string, options: { type?: string; disabled?: boolean; autoComplete?: string } = {}) => (
    <TextField label={label} name={name} value={values[name]} error={errors[name]} type={options.type} disabled={options.disabled}
      autoComplete={options.autoComplete}
      onChange={(e) => { const value = e.target.value; setValues((v) => ({ ...v, [name]: value })); setDirty(true); }} />
  );
  const companyLocked = !facts.manager;

  const cornerClick = () => {
    const next = clicks + 1;
    setClicks(next);
    if (next >= TEST_PRODUCT_CLICKS) {
      setClicks(0);
      setConfirmTest(true);
    }
  };

  return (
    <SettingsFrame title={t.title} testId="profile-page"
      action={<span aria-live="polite" data-testid="profile-status" data-status={status} className="text-sm text-stone-500">
        {status === 'saving' ? t.saving : status === 'saved' ? t.saved : ''}
      </span>}>
      <div className="relative grid grid-cols-[minmax(0,1fr)] gap-6">
        {/* The hidden corner square (spec §2, §9: 5 clicks); invisible, but a real button for keyboard users. */}
        <button type="button" aria-label={t.testUserSquare} onClick={cornerClick} data-testid="test-user-square"
          className="absolute right-0 top-0 z-10 size-6 opacity-0 focus-visible:opacity-30" />
        <section className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6" data-testid="user-details">
          <Avatar email={session.user.email} firstName={session.user.firstName} lastName={session.user.lastName} />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-forest-900">{facts.displayName}</p>
            <p className="truncate text-stone-600">{session.user.email}</p>
            {organization && <p className="truncate text-sm text-stone-500">{organization.name}</p>}
            {facts.enableTestProducts && <p className="mt-1 text-sm font-semibold text-wood-700" data-testid="test-user-on">{t.testUserEnabled}</p>}
          </div>
        </section>

        {facts.dealerTokenActive && organization?.externalReference && <ShareLinkCard token={organization.externalReference} />}

        <section className="grid gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
          <h2 className="text-lg font-bold text-forest-900">{t.userDetails}</h2>
          <div className="grid gap-4 sm:grid-cols-[1fr_9rem_1fr]">
            {field('firstName', t.firstName, { autoComplete: 'given-name' })}
            {field('preposition', t.preposition)}
            {field('lastName', t.lastName, { autoComplete: 'family-name' })}
          </div>
        </section>

        <section className="grid gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6" data-testid="company-form">
          <h2 className="text-lg font-bold text-forest-900">{t.company}</h2>
          {companyLocked && <p className="text-sm text-stone-500">{t.companyReadOnly}</p>}
          {field('companyName', t.companyName, { disabled: companyLocked })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('companyEmail', t.companyEmail, { type: 'email', disabled: companyLocked })}
            {field('companyPhone', t.companyPhone, { type: 'tel', disabled: companyLocked })}
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            {field('street', t.street, { disabled: companyLocked })}
            {field('houseNumber', t.houseNumber, { disabled: companyLocked })}
          </div>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            {field('postalCode', t.postalCode, { disabled: companyLocked })}
            {field('city', t.city, { disabled: companyLocked })}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {field('kvk', t.kvk, { disabled: companyLocked })}
            {field('vat', t.vat, { disabled: companyLocked })}
            {field('iban', t.iban, { disabled: companyLocked })}
          </div>
        </section>
        {/* The brand keeps its dealers' postcode regions here (issue 10 §4); the server allows the brand only. */}
        {organization?.id === BRAND_ORGANIZATION_ID && <PostcodeRegionsCard />}
        <SessionsCard />
        {failure && <p role="alert" data-testid="profile-error" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{failure}</p>}
      </div>
      <ConfirmDialog open={confirmTest} question={t.testUserConfirm} confirmLabel={t.yes}
        onCancel={() => setConfirmTest(false)}
        onConfirm={async () => {
          setConfirmTest(false);
          try {
            const answer = await enableTestProducts();
            updateSession({ user: answer.user });
            showToast(t.testUserEnabled);
          } catch (error) {
            setFailure(serverMessage(error, t.saveFailed, t.saveFailed));
          }
        }} />
    </SettingsFrame>
  );
}
