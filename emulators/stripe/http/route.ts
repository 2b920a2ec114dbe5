import type { EmulatorContext } from "../context.ts";
import type { Params } from "./form-params.ts";

export type RouteCall = {
  params: Params;
  path: Record<string, string>;
  ctx: EmulatorContext;
  /** True when a publishable key authenticated the call: the handler must check a client secret. */
  isPublishable: boolean;
};

export type Route = {
  method: "GET" | "POST" | "DELETE";
  path: string;
  /** Accepted top-level parameters besides `expand`; anything else is Stripe's 400 `parameter_unknown`. */
  params: readonly string[];
  acceptsPublishableKey?: boolean;
  handle(call: RouteCall): Promise<unknown>;
};

type CompiledRoute = { route: Route; pattern: RegExp; names: string[] };

export type RouteMatch = { route: Route; path: Record<string, string> };

export function createRouter(routes: Route[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
  return (method: string, pathname: string): RouteMatch | null => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(pathname);
      if (!match) continue;
      const path = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]));
      return { route, path };
    }
    return null;
  };
}
