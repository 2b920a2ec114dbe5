"use client";

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";

import { Link } from "@/i18n/navigation";

type OpenedBy = "hover" | "press";

const MenuContext = createContext<{ close: (options?: { restoreFocus?: boolean }) => void } | null>(null);

const HOVER_CLOSE_DELAY_MS = 150;

function menuItemsIn(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>("[role='menuitem']:not([aria-disabled='true'])") ?? [])];
}

export type DropdownMenuProps = {
  /** Accessible name of the menu (and of the trigger when its content is not text). */
  label: string;
  /** What the trigger button shows. */
  trigger: ReactNode;
  children: ReactNode;
  /** Shown above the options, outside the list of options (the user's name and e-mail, say). */
  header?: ReactNode;
  /** Opens while the pointer rests on the trigger; clicks and the keyboard open it as well. */
  openOnHover?: boolean;
  /** Closes on a click outside the menu (the pop-up menu's backdrop close). Default true. */
  closeOnBackdrop?: boolean;
  disabled?: boolean;
  align?: "start" | "end";
  /** Opens upwards (menus in the bottom bar). */
  placement?: "bottom" | "top";
  /** Give the trigger an aria-label from `label` (for avatar or icon triggers). */
  labelTrigger?: boolean;
  triggerClassName?: string;
  panelClassName?: string;
  /** Overrides the list's default max height (13.125rem) for menus that must show every option. */
  listClassName?: string;
  className?: string;
};

/**
 * The pop-up option menu: a button that opens a list of options. Arrow keys, Home and End move
 * between options, Escape closes and returns focus to the button, Tab closes, and a click
 * outside closes it unless `closeOnBackdrop` is off. Default size per spec section 9: 18.75rem
 * wide, at most 13.125rem tall.
 */
export function DropdownMenu({
  label,
  trigger,
  children,
  header,
  openOnHover = false,
  closeOnBackdrop = true,
  disabled = false,
  align = "start",
  placement = "bottom",
  labelTrigger = false,
  triggerClassName,
  panelClassName,
  listClassName = "max-h-popup-menu-max-height",
  className,
}: DropdownMenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const isOpen = openedBy !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingFocus = useRef<"first" | "last" | null>(null);
  const menuId = useId();

  const close = useCallback((options: { restoreFocus?: boolean } = {}) => {
    clearTimeout(hoverTimer.current);
    setOpenedBy(null);
    if (options.restoreFocus) triggerRef.current?.focus();
  }, []);

  const openWith = (by: OpenedBy, focus: "first" | "last" | null) => {
    if (disabled) return;
    clearTimeout(hoverTimer.current);
    pendingFocus.current = focus;
    setOpenedBy(by);
  };

  // Move focus into the list once it is rendered (keyboard and click opening only).
  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    const list = menuItemsIn(menuRef.current);
    (pendingFocus.current === "first" ? list[0] : list[list.length - 1])?.focus();
    pendingFocus.current = null;
  }, [isOpen, openedBy]);

  useEffect(() => {
    if (!isOpen || !closeOnBackdrop) return;
    function onPointerDown(event: Event) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    }
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  }, [isOpen, closeOnBackdrop, close]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  function onTriggerKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openWith("press", "first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWith("press", "last");
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      close();
    }
  }

  function onTriggerClick() {
    // A hover already opened it: the click keeps it open and hands it to the keyboard.
    if (openedBy === "press") close();
    else openWith("press", "first");
  }

  function onMenuKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const list = menuItemsIn(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(-1);
        break;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        close({ restoreFocus: true });
        break;
      case "Tab":
        close();
        break;
    }
  }

  const hoverHandlers = openOnHover
    ? {
        onMouseEnter: () => {
          clearTimeout(hoverTimer.current);
          if (!isOpen) openWith("hover", null);
        },
        onMouseLeave: () => {
          if (openedBy !== "hover") return;
          hoverTimer.current = setTimeout(() => setOpenedBy((current) => (current === "hover" ? null : current)), HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <MenuContext.Provider value={{ close }}>
      <div ref={rootRef} className={["relative", className].filter(Boolean).join(" ")} {...hoverHandlers}>
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? menuId : undefined}
          aria-label={labelTrigger ? label : undefined}
          disabled={disabled}
          onClick={onTriggerClick}
          onKeyDown={onTriggerKeyDown}
          className={triggerClassName}
        >
          {trigger}
        </button>
        {isOpen ? (
          <div
            className={[
              "absolute z-40",
              placement === "top" ? "bottom-full pb-2" : "top-full pt-2",
              align === "end" ? "right-0" : "left-0",
            ].join(" ")}
          >
            <div
              className={[
                "w-popup-menu max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-xl border border-slate-200 bg-white text-ink shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
                panelClassName,
              ]
                .filter(Boolean)
                .join(" ")}
            >
              {header}
              <div
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-label={label}
                onKeyDown={onMenuKeyDown}
                className={`${listClassName} overflow-y-auto py-1`}
              >
                {children}
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </MenuContext.Provider>
  );
}

const itemClasses =
  "flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800";

function useMenu() {
  const context = useContext(MenuContext);
  if (!context) throw new Error("Menu items must be rendered inside <DropdownMenu>.");
  return context;
}

export type DropdownMenuItemProps = {
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
};

/** An option that runs an action (the spec's menu item with an action). */
export function DropdownMenuItem({ onSelect, icon, disabled = false, children }: DropdownMenuItemProps) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      className={itemClasses}
      onClick={() => {
        if (disabled) return;
        close();
        onSelect();
      }}
    >
      {icon}
      <span className="min-w-0 flex-1">{children}</span>
    </button>
  );
}

export type DropdownMenuLinkProps = Omit<ComponentProps<typeof Link>, "className" | "role" | "tabIndex"> & { icon?: ReactNode; subtitle?: ReactNode; hasBorder?: boolean };

/** An option that goes to a page of the app, in the current language unless `locale` says otherwise. */
export function DropdownMenuLink({ icon, subtitle, hasBorder, children, onClick, ...props }: DropdownMenuLinkProps) {
  const { close } = useMenu();
  return (
    <Link
      {...props}
      role="menuitem"
      tabIndex={-1}
      className={[itemClasses, hasBorder ? "border-t border-slate-200 dark:border-slate-700" : ""].join(" ")}
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
    >
      {icon}
      <span className="min-w-0 flex-1">
        {children}
        {subtitle ? <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{subtitle}</span> : null}
      </span>
    </Link>
  );
}

export type DropdownMenuExternalLinkProps = { href: string; icon?: ReactNode; children: ReactNode; newTabLabel: string };

/** An option that opens another site in a new tab. */
export function DropdownMenuExternalLink({ href, icon, children, newTabLabel }: DropdownMenuExternalLinkProps) {
  const { close } = useMenu();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" role="menuitem" tabIndex={-1} className={itemClasses} onClick={() => close()}>
      {icon}
      <span className="min-w-0 flex-1">
        {children}
        <span className="sr-only"> {newTabLabel}</span>
      </span>
    </a>
  );
}
