/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, within } from "@testing-library/react";

import { UserMenu, type UserMenuUser } from "@/components/layout/user-menu";
import { renderInShell } from "@/tests/support/render-in-shell";

const employer: UserMenuUser = { firstName: "Ana María", lastName: "Pérez Gómez", email: "ana@northwind.test", profilePicUrl: null, side: "EMPLOYER" };

const cases = [
  {
    locale: "en",
    label: "Account menu of Ana María Pérez Gómez",
    shortName: "ANA",
    switchTo: "Switch to candidate",
    profile: "Profile",
    logout: "Log out",
    otherLanguage: "Ver en español",
    noName: "USER",
    noNameLabel: "Account menu of User",
    threeUnread: "3 unread",
  },
  {
    locale: "es",
    label: "Menú de la cuenta de Ana María Pérez Gómez",
    shortName: "ANA",
    switchTo: "Cambiar a candidato",
    profile: "Perfil",
    logout: "Cerrar sesión",
    otherLanguage: "View in English",
    noName: "USUARIO",
    noNameLabel: "Menú de la cuenta de Usuario",
    threeUnread: "3 sin leer",
  },
] as const;

afterEach(() => {
  jest.useRealTimers();
});

describe.each(cases)("UserMenu ($locale)", (expected) => {
  const renderMenu = (user: UserMenuUser = employer) => renderInShell(<UserMenu user={user} />, { locale: expected.locale, pathname: `/${expected.locale}/home/chat`, search: "channelId=7" });

  it("shows the avatar and the first word of the first name in upper case", () => {
    renderMenu();
    const trigger = screen.getByRole("button", { name: expected.label });
    expect(trigger).toHaveTextContent(expected.shortName);
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger.querySelector("img")).toHaveAttribute("src", "/images/default-avatar.svg");
  });

  it("says how many unread items it holds, with its name, where its badge shows", () => {
    const moreItems = [
      { key: "notifications", icon: "notifications" as const, path: "/home/notifications", badge: 2, label: "Notifications" },
      { key: "applications", icon: "applications" as const, path: "/home/candidates-applications", badge: 1, label: "Applications" },
    ];
    renderInShell(<UserMenu user={employer} moreItems={moreItems} />, { locale: expected.locale, pathname: `/${expected.locale}/home/chat` });
    expect(screen.getByRole("button", { name: `${expected.label} ${expected.threeUnread}` })).toBeInTheDocument();
  });

  it("falls back to the word for User when the account has no name", () => {
    renderMenu({ ...employer, firstName: "  ", lastName: null });
    expect(screen.getByRole("button", { name: expected.noNameLabel })).toHaveTextContent(expected.noName);
  });

  it("opens on hover with the full name and e-mail at the top, and closes when the pointer leaves", () => {
    jest.useFakeTimers();
    renderMenu();
    const trigger = screen.getByRole("button", { name: expected.label });
    fireEvent.mouseEnter(trigger.parentElement!);
    const menu = screen.getByRole("menu", { name: expected.label });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Ana María Pérez Gómez")).toBeInTheDocument();
    expect(screen.getByText("ana@northwind.test")).toBeInTheDocument();
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual([expected.switchTo, expected.profile, expected.otherLanguage, expected.logout]);
    // Hovering does not steal the focus.
    expect(document.activeElement).not.toBe(within(menu).getAllByRole("menuitem")[0]);

    fireEvent.mouseLeave(trigger.parentElement!);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("opens from the keyboard, moves with the arrow keys and closes on Escape", () => {
    renderMenu();
    const trigger = screen.getByRole("button", { name: expected.label });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
    expect(screen.getByText("ana@northwind.test")).toBeInTheDocument();
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveTextContent(expected.switchTo);

    fireEvent.keyDown(items[0]!, { key: "ArrowDown" });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: "ArrowUp" });
    fireEvent.keyDown(items[0]!, { key: "ArrowUp" });
    expect(items[items.length - 1]).toHaveFocus();
    expect(items[items.length - 1]).toHaveTextContent(expected.logout);

    fireEvent.keyDown(items[items.length - 1]!, { key: "Escape" });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("opens on click (Enter or Space on the button) and closes on a click outside", () => {
    renderMenu();
    const trigger = screen.getByRole("button", { name: expected.label });
    fireEvent.click(trigger);
    expect(screen.getByRole("menu")).toBeInTheDocument();
    expect(within(screen.getByRole("menu")).getAllByRole("menuitem")[0]).toHaveFocus();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("links the profile and the same page in the other language", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: expected.label }));
    expect(screen.getByRole("menuitem", { name: expected.profile })).toHaveAttribute("href", `/${expected.locale}/home/profile`);
    const other = expected.locale === "en" ? "es" : "en";
    expect(screen.getByRole("menuitem", { name: expected.otherLanguage })).toHaveAttribute("href", `/${other}/home/chat?channelId=7`);
  });

  it("offers the employer side to a candidate", () => {
    renderMenu({ ...employer, side: "CANDIDATE" });
    fireEvent.click(screen.getByRole("button", { name: expected.label }));
    expect(screen.getByRole("menuitem", { name: expected.locale === "en" ? "Switch to employer" : "Cambiar a empleador" })).toBeInTheDocument();
  });
});

describe("UserMenu role switch", () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it("shows the loader while it saves the other side through the API", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = jest.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchSpy;
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    renderInShell(<UserMenu user={employer} />, { locale: "en", pathname: "/en/home/chat" });
    fireEvent.click(screen.getByRole("button", { name: cases[0].label }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Switch to candidate" }));

    expect(screen.getByRole("status")).toHaveTextContent("Switching your view…");
    expect(fetchSpy).toHaveBeenCalledWith("/api/auth/switch-side", expect.objectContaining({ method: "POST", body: JSON.stringify({ side: "candidate" }) }));
    await act(async () => answer({ ok: false, status: 500 } as Response));
    expect(screen.queryByText("Switching your view…")).not.toBeInTheDocument();
    expect(screen.getByText("We could not switch your view. Please try again.")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe("UserMenu by screen width", () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    document.documentElement.classList.remove("dark");
  });

  /** A window this many pixels wide: matchMedia answers the min-width and max-width queries the menu asks. */
  function screenOf(width: number) {
    window.matchMedia = ((query: string) => {
      const min = /min-width: (\d+)px/.exec(query);
      const max = /max-width: (\d+)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} } as unknown as MediaQueryList;
    }) as typeof window.matchMedia;
  }

  const moreItems = [{ key: "notifications", icon: "notifications" as const, path: "/home/notifications", badge: 2, label: "Notifications" }];
  const openMenu = () => {
    renderInShell(<UserMenu user={employer} moreItems={moreItems} helpCenterUrl="https://help.example.test/employers" />, { locale: "en", pathname: "/en/home" });
    fireEvent.click(screen.getByRole("button", { name: /^Account menu of Ana María Pérez Gómez/ }));
    return within(screen.getByRole("menu")).getAllByRole("menuitem").map((item) => item.textContent);
  };

  it("holds the items beyond the bottom bar and the help centre under 768px; the navbar keeps the theme button", () => {
    screenOf(375);
    expect(openMenu()).toEqual(["Notifications22 unread", "Switch to candidate", "Profile", "Ver en español", "Help center (opens in a new tab)", "Log out"]);
  });

  it("holds the theme and the help centre from 768 to 1023px, where the navbar's items need the room", () => {
    screenOf(768);
    // Both labels are in the page; the class on <html> shows one (jsdom applies no CSS).
    expect(openMenu()).toEqual(["Switch to candidate", "Profile", "Ver en español", "Switch to dark themeSwitch to light theme", "Help center (opens in a new tab)", "Log out"]);
    fireEvent.click(screen.getByRole("menuitem", { name: /Switch to dark theme/ }));
    expect(document.documentElement).toHaveClass("dark");
    expect(document.cookie).toContain("NEXT_THEME=dark");
  });

  it("holds neither from 1024px, where the navbar shows both", () => {
    screenOf(1024);
    expect(openMenu()).toEqual(["Switch to candidate", "Profile", "Ver en español", "Log out"]);
  });
});
