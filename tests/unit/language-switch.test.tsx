/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";

import { LanguageSwitch } from "@/components/layout/language-switch";
import { renderInShell } from "@/tests/support/render-in-shell";

describe("LanguageSwitch", () => {
  it("in English, links SP to the same page and query in Spanish", () => {
    renderInShell(<LanguageSwitch />, { locale: "en", pathname: "/en/mx/jobs/design", search: "q=react&skill=ts&skill=go" });
    const navigation = screen.getByRole("navigation", { name: "Language" });
    expect(navigation).toBeInTheDocument();
    const spanish = screen.getByRole("link", { name: "SP: switch to Español" });
    expect(spanish).toHaveTextContent("SP");
    expect(spanish).toHaveAttribute("href", "/es/mx/jobs/design?q=react&skill=ts&skill=go");
    const english = screen.getByRole("link", { name: "EN: English (current language)" });
    expect(english).toHaveAttribute("aria-current", "true");
    expect(english).toHaveAttribute("href", "/en/mx/jobs/design?q=react&skill=ts&skill=go");
  });

  it("in Spanish, links EN to the same page and query in English", () => {
    renderInShell(<LanguageSwitch />, { locale: "es", pathname: "/es/home/candidates-jobs-listing", search: "industry=Dise%C3%B1o" });
    expect(screen.getByRole("navigation", { name: "Idioma" })).toBeInTheDocument();
    const english = screen.getByRole("link", { name: "EN: cambiar a English" });
    expect(english).toHaveTextContent("EN");
    expect(english).toHaveAttribute("href", "/en/home/candidates-jobs-listing?industry=Dise%C3%B1o");
    expect(screen.getByRole("link", { name: "SP: Español (idioma actual)" })).toHaveAttribute("aria-current", "true");
  });

  it("keeps the landing page when there is no path", () => {
    renderInShell(<LanguageSwitch />, { locale: "en", pathname: "/en" });
    expect(screen.getByRole("link", { name: "SP: switch to Español" })).toHaveAttribute("href", "/es");
  });
});
