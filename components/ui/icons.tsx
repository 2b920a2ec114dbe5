import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/** A 24-pixel outline icon; decorative unless given a title by its caller's accessible name. */
export function OutlineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </OutlineIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </OutlineIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </OutlineIcon>
  );
}

export function HamburgerIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </OutlineIcon>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4" />
    </OutlineIcon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z" />
    </OutlineIcon>
  );
}

export function HelpIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.2" />
      <path d="M12 17h.01" />
    </OutlineIcon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
    </OutlineIcon>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </OutlineIcon>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </OutlineIcon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M10.3 4.2L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </OutlineIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </OutlineIcon>
  );
}

export function Spinner({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={["animate-spin", className].filter(Boolean).join(" ")} {...props}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Three dots, the pop-up option menu's trigger (spec 2); `vertical` for the narrow cards' corner. */
export function DotsIcon({ vertical = false, ...props }: IconProps & { vertical?: boolean }) {
  const at = [4, 10, 16];
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="size-5" {...props}>
      {at.map((offset) => (vertical ? <circle key={offset} cx="10" cy={offset} r="1.6" /> : <circle key={offset} cx={offset} cy="10" r="1.6" />))}
    </svg>
  );
}
