/** The count of new leads beside the header's Leads link (spec §2 'Header'), loaded only for logged-in users. */
import { BackOffice } from '../BackOffice';
import { leadBadgeText, useLeadCounts } from '../lead-counts';

function Count({ className }: { className: string }) {
  const counts = useLeadCounts();
  const text = leadBadgeText(counts.data?.LEAD);
  if (!text) return null;
  return (
    <span className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white ${className}`} data-testid="lead-badge">
      {text}
    </span>
  );
}

export function LeadBadge({ className = '' }: { className?: string }) {
  return <BackOffice><Count className={className} /></BackOffice>;
}
