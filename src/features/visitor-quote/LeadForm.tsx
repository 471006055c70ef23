/**
 * 'Je ontwerp insturen' (spec §2 'Quote panel', §5 'Lead form'): the rules are the shared validateLeadForm;
 * messages appear on submit and clear when their field is edited; submission is blocked while the lead is
 * being created or the price is being calculated; a failure shows 'Er ging iets fout'.
 */
import { useState, type FormEvent } from 'react';
import { validateLeadForm, type LeadFormErrors, type LeadFormValues } from '../../domain/forms/lead-form';
import { texts } from '../../domain/texts';
import { ApiError } from '../../api/http';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/TextField';

const t = texts.quote;
type Field = keyof LeadFormValues;

const empty: Required<LeadFormValues> = { firstName: '', lastName: '', street: '', houseNumber: '', postalCode: '', city: '', telephone: '', email: '', note: '' };

interface LeadFormProps {
  /** The dealer's name, or 'een passende {brand} dealer'. */
  consentParty: string;
  calculating: boolean;
  onSubmit(values: Required<LeadFormValues>): Promise<void>;
}

const layout: Array<{ name: Exclude<Field, 'note'>; type?: string; autoComplete: string; inputMode?: 'tel' | 'email'; span?: boolean }> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'street', autoComplete: 'address-line1' },
  { name: 'houseNumber', autoComplete: 'address-line2' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'telephone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

export function LeadForm({ consentParty, calculating, onSubmit }: LeadFormProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [creating, setCreating] = useState(false);
  /** The message of a failed submission: the rate limit's own text on a 429, else the general one. */
  const [failed, setFailed] = useState<string | null>(null);

  const edit = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => { const next = { ...e }; delete next[name]; return next; });
    setFailed(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating || calculating) return;
    const found = validateLeadForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setCreating(true);
    setFailed(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 429 ? error.serverMessage ?? texts.common.tooManyRequestsLater : t.sendFailed);
      setCreating(false);
    }
  };

  const blocked = creating || calculating;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-labelledby="lead-title" data-testid="lead-form">
      <div>
        <h2 id="lead-title" className="text-xl font-bold text-forest-900">{t.leadTitle}</h2>
        <p className="mt-1 text-sm text-stone-600">{t.leadIntro}</p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {layout.map((field) => (
          <TextField
            key={field.name} name={field.name} label={t.fields[field.name]} value={values[field.name]} error={errors[field.name]}
            type={field.type ?? 'text'} autoComplete={field.autoComplete} inputMode={field.inputMode}
            onChange={(e) => edit(field.name, e.target.value)}
          />
        ))}
      </div>
      <TextArea name="note" label={`${t.fields.note} (${t.optional})`} value={values.note} onChange={(e) => edit('note', e.target.value)} />
      <p className="text-xs leading-relaxed text-stone-600" data-testid="lead-consent">{t.consent(consentParty)}</p>
      {failed && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800" data-testid="lead-failed">{failed}</p>}
      <Button type="submit" variant="accent" size="lg" disabled={blocked} data-testid="lead-submit">
        {creating ? t.sending : calculating ? t.waitForPrice : t.send}
      </Button>
    </form>
  );
}
