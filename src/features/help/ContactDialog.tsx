import { useState, type FormEvent } from 'react';
import { texts } from '../../domain/texts';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea, TextField } from '../../ui/TextField';
import { useBrand } from '../../app/brand';
import {
  contactMessage, emptyContactForm, mailtoUrl, plainText, validateContact, webMailUrl,
  type ContactErrors, type ContactForm, type MailMessage,
} from './contact-form';
import { openMailClient } from './mail-client';

const t = texts.help;

/** The help contact form (spec §2): 'Verstuur' opens the mail program with a prefilled message. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const brand = useBrand();
  const [form, setForm] = useState<ContactForm>(emptyContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [noClient, setNoClient] = useState<MailMessage | null>(null);
  const [copied, setCopied] = useState(false);

  const field = (key: keyof ContactForm) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      // An edited field loses its message at once; the rest stay until the next submit.
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const message = contactMessage(form, brand.name, brand.email);
    const answered = await openMailClient(mailtoUrl(message));
    if (answered) {
      onClose();
      setForm(emptyContactForm);
    } else {
      setCopied(false);
      setNoClient(message);
    }
  };

  const copy = async () => {
    if (!noClient) return;
    try {
      await navigator.clipboard.writeText(plainText(noClient));
      setCopied(true);
    } catch {
      window.alert(t.copyFailed);
    }
  };

  return (
    <>
      <Dialog open={open && !noClient} onClose={onClose} title={t.contactTitle} maxWidth="max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4" data-testid="contact-form">
          <p className="text-sm text-stone-600">{t.contactIntro}</p>
          <TextField label={t.name} autoComplete="name" {...field('name')} />
          <TextField label={t.email} type="email" autoComplete="email" inputMode="email" {...field('email')} />
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t.postalCode} autoComplete="postal-code" {...field('postalCode')} />
            <TextField label={t.houseNumber} autoComplete="address-line2" {...field('houseNumber')} />
          </div>
          <TextArea label={t.question} rows={4} {...field('question')} />
          <Button type="submit" className="mt-2 w-full sm:w-auto sm:justify-self-end">{t.send}</Button>
        </form>
      </Dialog>
      <Dialog
        open={open && !!noClient}
        onClose={() => { setNoClient(null); onClose(); }}
        title={t.noMailClientTitle}
        actions={noClient && (
          <>
            <Button variant="secondary" onClick={copy}>{copied ? t.copied : t.copyText}</Button>
            <ButtonLink href={webMailUrl(noClient)} external>{t.openWebMail}</ButtonLink>
          </>
        )}
      >
        <p>{t.noMailClientText}</p>
        {noClient && <pre className="mt-4 max-h-48 overflow-auto whitespace-pre-wrap rounded-xl bg-stone-50 p-3 font-sans text-sm text-stone-700 ring-1 ring-stone-200">{plainText(noClient)}</pre>}
      </Dialog>
    </>
  );
}
