/** A company's logo, or its initials on a tinted tile when it has none. Decorative: the name is always shown beside it. */
export function CompanyLogo({ name, logoUrl, size = 48 }: { name: string; logoUrl: string | null; size?: number }) {
  const box = { width: size, height: size };
  if (logoUrl) {
    return (
      // Logos come from uploads or any host, already small: next/image would need every host configured.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={logoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" style={box} className="company-logo" />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: size / 2.6 }}
      className="company-initials"
    >
      {initials}
    </span>
  );
}
