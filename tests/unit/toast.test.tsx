/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen } from "@testing-library/react";

import { useToast, type ToastKind } from "@/components/ui/toast";
import { renderInShell } from "@/tests/support/render-in-shell";

function Trigger({ kind, message }: { kind: ToastKind; message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast[kind](message)}>
      show
    </button>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("toasts", () => {
  it("announce politely, name their kind and dismiss themselves after 5 seconds", () => {
    renderInShell(<Trigger kind="warning" message="Session has expired, please log in again" />, { locale: "en" });
    expect(screen.getByRole("region", { name: "Notices" })).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getByRole("status")).toHaveTextContent("Warning: Session has expired, please log in again");
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("can be dismissed by hand, in Spanish too", () => {
    renderInShell(<Trigger kind="error" message="ALREADY-INVITED" />, { locale: "es" });
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getByRole("status")).toHaveTextContent("Error: ALREADY-INVITED");
    fireEvent.click(screen.getByRole("button", { name: "Cerrar aviso" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
