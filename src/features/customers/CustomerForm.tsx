/**
 * The dealer's customer form (spec §5 'Customer form (dealer dialog)'): the shared zod rules through React Hook
 * Form, errors after a field is left, the submit button disabled while any field fails. A failed save shows
 * 'Fout bij aanmaken' or 'Fout bij updaten' (spec §8) and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { customerFormFields, customerFormSchema, emptyCustomerForm, type CustomerFormValues } from '../../domain/forms/customer-form';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const t = dealerTexts.customers;

// The lengths the API stores (server/routes/clients.ts), so a long value is cut while typing, not refused after.
const inputProps: Record<keyof CustomerFormValues, { maxLength: number; type?: string; inputMode?: 'email' | 'tel'; half?: boolean }> = {
  firstName: { maxLength: 200, half: true },
  lastName: { maxLength: 200, half: true },
  street: { maxLength: 200, half: true },
  houseNumber: { maxLength: 20, half: true },
  postalCode: { maxLength: 20, half: true },
  city: { maxLength: 200, half: true },
  email: { maxLength: 320, type: 'email', inputMode: 'email' },
  telephone: { maxLength: 40, type: 'tel', inputMode: 'tel' },
};

interface CustomerFormProps {
  initial?: CustomerFormValues;
  submitLabel: string;
  busyLabel: string;
  /** The Dutch failure text shown when `onSubmit` rejects. */
  failureText: string;
  onSubmit(values: CustomerFormValues): Promise<unknown>;
}

export function CustomerForm({ initial, submitLabel, busyLabel, failureText, onSubmit }: CustomerFormProps) {
  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(customerFormSchema), mode: 'onBlur', reValidateMode: 'onChange', defaultValues: initial ?? emptyCustomerForm,
  });
  const { errors, isSubmitting } = form.formState;
  // Submit stays off while any field fails, shown or not yet (the last field need not be left first).
  const valid = customerFormSchema.safeParse(form.watch()).success;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      form.setError('root', { message: failureText });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-x-3 gap-y-3" data-testid="customer-form">
      {customerFormFields.map((field) => (
        <TextField
          key={field} label={t.fields[field]} error={errors[field]?.message}
          className={inputProps[field].half ? '' : 'col-span-2'} type={inputProps[field].type ?? 'text'}
          inputMode={inputProps[field].inputMode} maxLength={inputProps[field].maxLength} autoComplete="off"
          {...form.register(field, { onChange: () => form.formState.errors.root && form.clearErrors('root') })}
        />
      ))}
      {errors.root && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 col-span-2" data-testid="customer-form-error">{errors.root.message}</p>}
      <div className="col-span-2 flex justify-end pt-1">
        <Button type="submit" disabled={!valid || isSubmitting} className="w-full sm:w-auto" data-testid="customer-submit">{isSubmitting ? busyLabel : submitLabel}</Button>
      </div>
    </form>
  );
}
