/** The verified badge of the applicant card (spec section 2), named for screen readers by `label`. */
export function VerifiedBadge({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} title={label} className="shrink-0 text-brand-600 dark:text-brand-300">
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
        <path d="M12 1.8l2.4 1.8 3-.2.9 2.9 2.5 1.7-.9 2.9.9 2.9-2.5 1.7-.9 2.9-3-.2L12 20.2l-2.4-1.8-3 .2-.9-2.9-2.5-1.7.9-2.9-.9-2.9 2.5-1.7.9-2.9 3 .2z" />
        <path d="M8.2 12.2l2.5 2.5 5-5.2" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export function LockIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
      <path fillRule="evenodd" d="M10 1.5a4 4 0 00-4 4V8H5a1.5 1.5 0 00-1.5 1.5v7A1.5 1.5 0 005 18h10a1.5 1.5 0 001.5-1.5v-7A1.5 1.5 0 0015 8h-1V5.5a4 4 0 00-4-4zm2.5 6.5V5.5a2.5 2.5 0 00-5 0V8h5z" clipRule="evenodd" />
    </svg>
  );
}
