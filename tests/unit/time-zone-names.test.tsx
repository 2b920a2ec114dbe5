/** @jest-environment jsdom */
import { describe, expect, it, jest } from "@jest/globals";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";

import { timeZoneLabel, useTimeZoneNames } from "@/components/forms/use-time-zone-names";

function ZoneSelect({ selected }: { selected: string }) {
  const zones = useTimeZoneNames(selected);
  return (
    <select name="timezone" defaultValue={selected}>
      <option value="">Any time zone</option>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {timeZoneLabel(zone)}
        </option>
      ))}
    </select>
  );
}

/** Server HTML as Next sends it, then React taking over in the browser. */
async function serverRenderThenHydrate(selected: string) {
  const { renderToString } = await import("react-dom/server.node");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ZoneSelect selected={selected} />);
  document.body.appendChild(container);
  const serverOptions = [...container.querySelectorAll("option")].map((option) => option.value);
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <ZoneSelect selected={selected} />);
  });
  const select = container.querySelector("select")!;
  const hydrated = { options: [...select.options].map((option) => option.value), value: select.value, errors: consoleError.mock.calls.length };
  consoleError.mockRestore();
  act(() => root!.unmount());
  container.remove();
  return { serverOptions, ...hydrated };
}

describe("time zone selects", () => {
  it("send only the chosen zone in the server's HTML, and offer every zone once hydrated", async () => {
    const { serverOptions, options, value, errors } = await serverRenderThenHydrate("America/Bogota");
    expect(serverOptions).toEqual(["", "America/Bogota"]);
    expect(options.length).toBeGreaterThan(300);
    expect(options).toEqual(expect.arrayContaining(["America/Bogota", "Europe/Madrid", "Asia/Tokyo", "UTC"]));
    expect(new Set(options).size).toBe(options.length);
    expect(value).toBe("America/Bogota");
    expect(errors).toBe(0);
  });

  it("keep a chosen alias that the browser's list leaves out", async () => {
    const { options, value } = await serverRenderThenHydrate("Asia/Kolkata");
    expect(options.slice(0, 2)).toEqual(["", "Asia/Kolkata"]);
    expect(value).toBe("Asia/Kolkata");
  });

  it("read as place names", () => {
    expect(timeZoneLabel("America/Port_of_Spain")).toBe("America/Port of Spain");
  });
});
