/** The product's mark: a rounded square with a location pin (find your place). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" className="fill-brand-600 dark:fill-brand-500" />
      <path d="M16 7.5a6.5 6.5 0 00-6.5 6.5c0 4.8 6.5 10.5 6.5 10.5s6.5-5.7 6.5-10.5A6.5 6.5 0 0016 7.5z" fill="#fff" />
      <circle cx="16" cy="14" r="2.4" className="fill-brand-600 dark:fill-brand-500" />
    </svg>
  );
}

/** Mark and name; `nameClassName` can hide the name where space is short. */
export function Logo({ brand, nameClassName = "" }: { brand: string; nameClassName?: string }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-8 shrink-0" />
      <span className={`text-lg font-bold tracking-tight whitespace-nowrap ${nameClassName}`}>{brand}</span>
    </span>
  );
}
