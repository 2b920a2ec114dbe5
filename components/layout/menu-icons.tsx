import { OutlineIcon, type IconProps } from "@/components/ui/icons";
import type { MenuIconName } from "@/lib/navigation/menu-items";

function CandidatesIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 19.5c.8-3.4 3.3-5.5 6.5-5.5s5.7 2.1 6.5 5.5" />
      <path d="M15.5 4.8a3.5 3.5 0 010 6.4M17.5 14.3c2 .7 3.4 2.5 4 5.2" />
    </OutlineIcon>
  );
}

function JobsIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8.5 7V5.5A1.5 1.5 0 0110 4h4a1.5 1.5 0 011.5 1.5V7M3 12.5h18" />
    </OutlineIcon>
  );
}

function TemplatesIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </OutlineIcon>
  );
}

function MessagesIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M4 5.5A1.5 1.5 0 015.5 4h13A1.5 1.5 0 0120 5.5v9a1.5 1.5 0 01-1.5 1.5H9l-5 4V5.5z" />
      <path d="M8 9h8M8 12h5" />
    </OutlineIcon>
  );
}

function NotificationsIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M6 10a6 6 0 1112 0c0 4.5 2 6 2 6H4s2-1.5 2-6z" />
      <path d="M10 19.5a2 2 0 004 0" />
    </OutlineIcon>
  );
}

function ApplicationsIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M14 3H6.5A1.5 1.5 0 005 4.5v15A1.5 1.5 0 006.5 21h11a1.5 1.5 0 001.5-1.5V8l-5-5z" />
      <path d="M14 3v5h5M9 14l2 2 4-4" />
    </OutlineIcon>
  );
}

export function ProfileIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1-3.8 3.9-6 7.5-6s6.5 2.2 7.5 6" />
    </OutlineIcon>
  );
}

export function SwitchSideIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M4 8h13l-3.5-3.5M20 16H7l3.5 3.5" />
    </OutlineIcon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M15 4h3.5A1.5 1.5 0 0120 5.5v13a1.5 1.5 0 01-1.5 1.5H15M10 16l-4-4 4-4M6 12h10" />
    </OutlineIcon>
  );
}

export function AdminIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.5-4.4-1.2-7.5-4.9-7.5-9.5V6L12 3z" />
      <path d="M9 12l2 2 4-4" />
    </OutlineIcon>
  );
}

export function LanguageIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
    </OutlineIcon>
  );
}

const menuIcons: Record<MenuIconName, (props: IconProps) => React.JSX.Element> = {
  administration: AdminIcon,
  candidates: CandidatesIcon,
  jobs: JobsIcon,
  templates: TemplatesIcon,
  messages: MessagesIcon,
  notifications: NotificationsIcon,
  applications: ApplicationsIcon,
};

/** The icon of a dashboard menu item, by name (menu items travel from server to client as data). */
export function MenuIcon({ name, ...props }: IconProps & { name: MenuIconName }) {
  const Icon = menuIcons[name];
  return <Icon {...props} />;
}
