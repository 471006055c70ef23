/** A customer's name, address, phone and e-mail as an address block (leads' status dialog, the quote page). */
import type { Person } from '../../api/clients';

export function personLines(person: Person): string[] {
  const address = person.addresses[0];
  return [
    address ? `${address.street} ${address.houseNumber}`.trim() : '',
    address ? `${address.postalCode} ${address.city}`.trim() : '',
  ].filter(Boolean);
}

export function CustomerDetails({ person, className = '' }: { person: Person; className?: string }) {
  const phone = person.phones[0]?.number;
  const email = person.emails[0]?.email;
  return (
    <address className={`not-italic leading-relaxed text-stone-800 ${className}`} data-testid="customer-details">
      <span className="block font-semibold text-stone-900">{person.fullName}</span>
      {personLines(person).map((line) => <span key={line} className="block">{line}</span>)}
      {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="block text-forest-700 underline-offset-2 hover:underline">{phone}</a>}
      {email && <a href={`mailto:${email}`} className="block break-all text-forest-700 underline-offset-2 hover:underline">{email}</a>}
    </address>
  );
}
