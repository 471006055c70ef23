/**
 * The dealer's customer dialog (spec §2 'Customer dialog'): 'Nieuwe klant' (create and choose), 'Bestaande klant'
 * (search and choose), and for the main supplier 'Dealers' (choose one of its dealer companies). In edit mode it
 * shows the chosen customer's form instead. Success closes the dialog; creation also chooses the new customer.
 *
 * With `example` (organisations with dealerTokenActive) the 'Maak voorbeeldconfiguratie' tab saves the design as
 * an example without customer (features/examples/ExampleTab.tsx).
 */
import { useState } from 'react';
import type { Company, Person } from '../../api/clients';
import { personFormValues } from '../../api/clients';
import { dealerTexts } from '../../domain/dealer-texts';
import { Dialog } from '../../ui/Dialog';
import { TabBar } from '../../ui/TabBar';
import { ExampleTab, type ExampleTabProps } from '../examples/ExampleTab';
import { CustomerForm } from './CustomerForm';
import { CompanyPicker, PersonPicker } from './CustomerPicker';
import { useCreatePerson, useUpdatePerson } from './use-customers';

const t = dealerTexts.customers;

export type CustomerChoice = { kind: 'person'; person: Person } | { kind: 'company'; company: Company };
type Tab = 'new' | 'existing' | 'dealers' | 'example';
const PANEL_ID = 'customer-dialog-panel';

interface CustomerDialogProps {
  open: boolean;
  onClose(): void;
  /** The main supplier chooses among its dealers as well. */
  brand: boolean;
  /** A customer to edit instead of choosing one. */
  editing?: Person | null;
  onChosen(choice: CustomerChoice): void;
  onUpdated?(person: Person): void;
  /** The 'Maak voorbeeldconfiguratie' tab; absent when the organisation's dealer token is not active. */
  example?: ExampleTabProps | null;
}

export function CustomerDialog({ open, onClose, brand, editing, onChosen, onUpdated, example }: CustomerDialogProps) {
  const [tab, setTab] = useState<Tab>('new');
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const tabs = [
    { id: 'new' as const, label: t.tabs.newCustomer },
    { id: 'existing' as const, label: t.tabs.existingCustomer },
    ...(brand ? [{ id: 'dealers' as const, label: t.tabs.dealers }] : []),
    ...(example ? [{ id: 'example' as const, label: dealerTexts.examples.tab }] : []),
  ];
  const shown = tabs.some((item) => item.id === tab) ? tab : 'new';

  return (
    <Dialog open={open} onClose={onClose} title={editing ? t.editTitle : t.dialogTitle} maxWidth="max-w-xl">
      <div data-testid="customer-dialog">
        {editing ? (
          <CustomerForm
            key={editing.id} initial={personFormValues(editing)} submitLabel={t.update} busyLabel={t.updating} failureText={t.updateFailed}
            onSubmit={async (values) => {
              const person = await update.mutateAsync({ person: editing, values });
              onUpdated?.(person);
              onClose();
            }}
          />
        ) : (
          <>
            <p className="mb-3 text-stone-600">{t.dialogIntro}</p>
            <TabBar<Tab> items={tabs} value={shown} onChange={setTab} panelId={PANEL_ID} label={t.dialogTitle} />
            <div id={PANEL_ID} role="tabpanel" className="pt-4">
              {shown === 'new' && (
                <CustomerForm
                  submitLabel={t.create} busyLabel={t.creating} failureText={t.createFailed}
                  onSubmit={async (values) => {
                    const person = await create.mutateAsync(values);
                    onChosen({ kind: 'person', person });
                    onClose();
                  }}
                />
              )}
              {shown === 'existing' && <PersonPicker onPick={(person) => { onChosen({ kind: 'person', person }); onClose(); }} />}
              {shown === 'dealers' && <CompanyPicker onPick={(company) => { onChosen({ kind: 'company', company }); onClose(); }} />}
              {shown === 'example' && example && <ExampleTab {...example} />}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
