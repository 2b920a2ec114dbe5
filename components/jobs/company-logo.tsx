/** A company's logo, or its initials on a tinted square when it has none (server-rendered, no JS). */
export function CompanyLogo({ name, logoUrl, size }: { name: string; logoUrl: string | null; size: number }) {
  const style = { width: size, height: size };
  if (logoUrl) {
    // Logos come from companies' own uploads or sites; next/image would need every host configured.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={logoUrl} alt="" width={size} height={size} loading="lazy" className="shrink-0 rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700" style={style} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200" style={style}>
      {initials}
    </span>
  );
}
