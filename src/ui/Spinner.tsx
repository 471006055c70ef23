export function Spinner({ label, className = 'size-8' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3 text-forest-700">
      <svg className={`${className} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="text-sm font-medium">{label}</span> : <span className="sr-only">Laden</span>}
    </span>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageSpinner({ label, testId }: { label?: string; testId?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" data-testid={testId}>
      <Spinner label={label} />
    </div>
  );
}
