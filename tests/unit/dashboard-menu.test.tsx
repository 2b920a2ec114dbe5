/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";

import { DashboardMenu, type DashboardMenuItem } from "@/components/layout/dashboard-menu";
import type { UserMenuUser } from "@/components/layout/user-menu";
import { dashboardMenuItems } from "@/lib/navigation/menu-items";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const user: UserMenuUser = { firstName: null, lastName: "Okafor", email: "c@example.test", profilePicUrl: "https://cdn.example.test/me.jpg", side: "EMPLOYER" };

const companies = [
  { id: "c1", name: "Northwind Labs", emailDomain: "example.test" },
  { id: "c2", name: "Colibrí Studio", emailDomain: "colibri.example" },
];

function labelled(locale: "en" | "es", side: "EMPLOYER" | "CANDIDATE", unreadChats = 0): DashboardMenuItem[] {
  const texts = messagesOf[locale].DashboardMenu;
  return dashboardMenuItems(side, { unreadChats, companies }).map((item) => ({ ...item, label: texts[item.key], sub: item.sub?.map((sub) => ({ ...sub, label: texts.sub[sub.labelKey] })) }));
}

describe("DashboardMenu", () => {
  it("lists the employer's items, marks the current page, badges Messages and ends with the user's menu", () => {
    renderInShell(<DashboardMenu items={labelled("en", "EMPLOYER", 3)} user={user} />, { locale: "en", pathname: "/en/home/job-templates" });
    const menu = screen.getByRole("navigation", { name: "Dashboard" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Candidates", "/en/home/employers-candidates-listing"],
      ["Templates", "/en/home/job-templates"],
      // The badge's figure, its spoken form ("3 unread"), then the label.
      ["33 unreadMessages", "/en/home/chat"],
      ["Notifications", "/en/home/notifications"],
    ]);
    expect(within(menu).getByRole("link", { name: "3 unread Messages" })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Templates" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("button", { name: "My jobs" })).toHaveAttribute("aria-haspopup", "menu");
    const userButton = within(menu).getByRole("button", { name: "Account menu of Okafor" });
    expect(userButton).toHaveTextContent("OKAFOR");
    expect(userButton.querySelector("img")).toHaveAttribute("src", "https://cdn.example.test/me.jpg");
  });

  it("opens My jobs' sub-items, with the company of the user's own e-mail domain under its name", () => {
    renderInShell(<DashboardMenu items={labelled("en", "EMPLOYER")} user={user} />, { locale: "en", pathname: "/en/home/companies" });
    const menu = screen.getByRole("navigation", { name: "Dashboard" });
    const trigger = within(menu).getByRole("button", { name: "My jobs" });
    fireEvent.click(trigger);
    const options = within(screen.getByRole("menu", { name: "My jobs" })).getAllByRole("menuitem");
    expect(options.map((option) => [option.textContent, option.getAttribute("href")])).toEqual([
      ["All jobs", "/en/home/employers-jobs-listing"],
      ["Post a job", "/en/employers/post-job"],
      ["Companies", "/en/home/companies"],
      ["Company pageNorthwind Labs", "/en/home/companies/c1"],
    ]);
    expect(options[2]).toHaveClass("border-t");
  });

  it("puts the first four items in the bottom bar, in Spanish too", () => {
    renderInShell(<DashboardMenu items={labelled("es", "EMPLOYER")} user={user} />, { locale: "es", pathname: "/es/home" });
    const bar = screen.getByRole("navigation", { name: "Accesos del panel" });
    expect(within(bar).getAllByRole("link").map((link) => link.textContent)).toEqual(["Candidatos", "Mis empleos", "Plantillas", "Mensajes"]);
  });

  it("gives candidates their four items in both places", () => {
    renderInShell(<DashboardMenu items={labelled("en", "CANDIDATE")} user={{ ...user, side: "CANDIDATE" }} />, { locale: "en", pathname: "/en/home" });
    const bar = screen.getByRole("navigation", { name: "Dashboard shortcuts" });
    expect(within(bar).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/en/home/candidates-jobs-listing",
      "/en/home/candidates-applications",
      "/en/home/chat",
      "/en/home/notifications",
    ]);
  });
});
