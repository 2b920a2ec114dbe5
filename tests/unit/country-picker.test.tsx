/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, within } from "@testing-library/react";

import { CountryPicker } from "@/components/layout/country-picker";
import { CountrySelector } from "@/components/layout/country-selector";
import type { CountryGroup } from "@/lib/catalogue/types";
import { renderInShell } from "@/tests/support/render-in-shell";

const groupsIn = {
  en: [
    { region: { slug: "north-america", name: "North America" }, countries: [{ id: 1, slug: "us", code: "US", name: "United States", flag: "🇺🇸" }] },
    {
      region: { slug: "latin-america", name: "Latin America" },
      countries: [
        { id: 2, slug: "ar", code: "AR", name: "Argentina", flag: "🇦🇷" },
        { id: 3, slug: "mx", code: "MX", name: "Mexico", flag: "🇲🇽" },
      ],
    },
  ],
  es: [
    { region: { slug: "north-america", name: "Norteamérica" }, countries: [{ id: 1, slug: "us", code: "US", name: "Estados Unidos", flag: "🇺🇸" }] },
    {
      region: { slug: "latin-america", name: "Latinoamérica" },
      countries: [
        { id: 2, slug: "ar", code: "AR", name: "Argentina", flag: "🇦🇷" },
        { id: 3, slug: "mx", code: "MX", name: "México", flag: "🇲🇽" },
      ],
    },
  ],
} satisfies Record<string, CountryGroup[]>;

const cases = [
  { locale: "en", title: "Choose your country", northAmerica: "North America", latinAmerica: "Latin America", us: "United States", mexico: "Mexico", search: "Search countries", noResults: "No coincidences...", open: "Country MX: Mexico. Change country", close: "Close" },
  { locale: "es", title: "Elige tu país", northAmerica: "Norteamérica", latinAmerica: "Latinoamérica", us: "Estados Unidos", mexico: "México", search: "Buscar países", noResults: "No hay coincidencias...", open: "País MX: México. Cambiar país", close: "Cerrar" },
] as const;

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = "NEXT_COUNTRY=; Max-Age=0; Path=/";
});

afterEach(() => {
  jest.useRealTimers();
});

describe.each(cases)("CountryPicker ($locale)", (expected) => {
  const groups = groupsIn[expected.locale];

  function renderPicker() {
    const onClose = jest.fn();
    const onPick = jest.fn();
    renderInShell(<CountryPicker open groups={groups} current="us" onClose={onClose} onPick={onPick} />, { locale: expected.locale });
    return { onClose, onPick };
  }

  it("is a labelled modal listing countries by region with flags, the current one marked", () => {
    renderPicker();
    const dialog = screen.getByRole("dialog", { name: expected.title });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const northAmerica = within(dialog).getByRole("region", { name: expected.northAmerica });
    const latinAmerica = within(dialog).getByRole("region", { name: expected.latinAmerica });
    expect(within(northAmerica).getAllByRole("button").map((button) => button.textContent)).toEqual([`🇺🇸${expected.us}${expected.locale === "en" ? "selected" : "seleccionado"}`]);
    expect(within(latinAmerica).getAllByRole("button").map((button) => button.textContent)).toEqual(["🇦🇷Argentina", `🇲🇽${expected.mexico}`]);
    expect(within(northAmerica).getByRole("button", { pressed: true })).toHaveTextContent(expected.us);
    expect(screen.getByRole("searchbox", { name: expected.search })).toHaveFocus();
  });

  it("marks a clicked country at once and closes 500 ms later", () => {
    const { onClose, onPick } = renderPicker();
    fireEvent.click(screen.getByRole("button", { name: new RegExp(expected.mexico) }));
    expect(screen.getByRole("button", { name: new RegExp(expected.mexico) })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: new RegExp(expected.us) })).toHaveAttribute("aria-pressed", "false");

    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ slug: "mx" }));
  });

  it("searches without accents and says when nothing matches", () => {
    renderPicker();
    const search = screen.getByRole("searchbox", { name: expected.search });
    fireEvent.change(search, { target: { value: "mexico" } });
    expect(screen.queryByRole("region", { name: expected.northAmerica })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { pressed: false }).map((button) => button.textContent)).toEqual([`🇲🇽${expected.mexico}`]);
    fireEvent.change(search, { target: { value: "atlantis" } });
    expect(screen.getByText(expected.noResults)).toBeInTheDocument();
  });

  it("closes on Escape and on its close button", () => {
    const { onClose } = renderPicker();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: expected.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("CountrySelector", () => {
  it("opens the picker (loaded on first open), then remembers the pick and opens the same page in the new country", async () => {
    const { router } = renderInShell(<CountrySelector groups={groupsIn.en} />, { locale: "en", pathname: "/en/mx/jobs/design" });
    const button = screen.getByRole("button", { name: "Country MX: Mexico. Change country" });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Choose your country" });
    expect(within(dialog).getByRole("button", { pressed: true })).toHaveTextContent("Mexico");

    fireEvent.click(within(dialog).getByRole("button", { name: /Argentina/ }));
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.cookie).toContain("NEXT_COUNTRY=ar");
    expect(router.push).toHaveBeenCalledWith("/en/ar/jobs/design");
    // Focus goes back to the button that opened the picker.
    expect(button).toHaveFocus();
  });

  it("stays on a page without a country in its URL and shows the new country", () => {
    const { router } = renderInShell(<CountrySelector groups={groupsIn.es} />, { locale: "es", pathname: "/es" });
    fireEvent.click(screen.getByRole("button", { name: "País US: Estados Unidos. Cambiar país" }));
    fireEvent.click(screen.getByRole("button", { name: /México/ }));
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(router.push).not.toHaveBeenCalled();
    expect(document.cookie).toContain("NEXT_COUNTRY=mx");
    expect(screen.getByRole("button", { name: "País MX: México. Cambiar país" })).toBeInTheDocument();
  });
});
