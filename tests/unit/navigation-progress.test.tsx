/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";

import { NavigationProgress } from "@/components/layout/navigation-progress";
import { inShell, renderInShell } from "@/tests/support/render-in-shell";

const bar = () => document.querySelector("[data-navigation-progress]");

function page(links: { href: string; download?: boolean; target?: string }[]) {
  return (
    <>
      <NavigationProgress />
      {links.map(({ href, download, target }) => (
        // Links as the browser sees them; a link's own handler (Next's Link) stops the navigation.
        <a key={href} href={href} download={download} target={target} onClick={(event) => event.preventDefault()}>
          {href}
        </a>
      ))}
    </>
  );
}

describe("NavigationProgress", () => {
  it("shows from a click on a link to another page until the page has changed", () => {
    const links = [{ href: "/en/home/candidates-job-detail/1" }];
    const { rerender } = renderInShell(page(links), { locale: "en", pathname: "/en/home/candidates-jobs-listing" });
    expect(bar()).toBeNull();
    fireEvent.click(screen.getByText("/en/home/candidates-job-detail/1"));
    expect(bar()).not.toBeNull();
    rerender(inShell(page(links), { locale: "en", pathname: "/en/home/candidates-job-detail/1" }));
    expect(bar()).toBeNull();
  });

  it("stays away where no page comes: the same page, a download, a new tab, a modified click, the API, the dashboard home", () => {
    window.history.replaceState(null, "", "/en/home/chat?channelId=a");
    const links = [{ href: "/en/home/chat?channelId=a" }, { href: "/en/home/x", download: true }, { href: "/en/home/y", target: "_blank" }, { href: "/api/users/1/cv" }, { href: "/en/home" }, { href: "/en/home/z" }];
    renderInShell(page(links), { locale: "en", pathname: "/en/home/chat", search: "channelId=a" });
    for (const href of ["/en/home/chat?channelId=a", "/en/home/x", "/en/home/y", "/api/users/1/cv", "/en/home"]) fireEvent.click(screen.getByText(href));
    fireEvent.click(screen.getByText("/en/home/z"), { ctrlKey: true });
    expect(bar()).toBeNull();
    fireEvent.click(screen.getByText("/en/home/z"));
    expect(bar()).not.toBeNull();
  });
});
