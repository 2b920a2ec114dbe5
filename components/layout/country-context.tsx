"use client";

import { createContext, useContext, useMemo, useState, type ComponentProps, type ReactNode } from "react";

import { Link, usePathname } from "@/i18n/navigation";
import { countryCookie, countryInPath, countryPath, DEFAULT_COUNTRY, resolveCountry } from "@/lib/navigation/country";
import { shouldSecureCookies } from "@/lib/security/cookie-security";

type CountryContextValue = {
  /** The country of the page, else the visitor's last pick, else "us". */
  country: string;
  /** The country the URL names, or null on pages without one (/home, the landing page). */
  countryOfPage: string | null;
  countrySlugs: readonly string[];
  /** Remembers a pick in the NEXT_COUNTRY cookie; pages without a country in the URL follow it at once. */
  rememberCountry: (slug: string) => void;
};

const CountryContext = createContext<CountryContextValue>({
  country: DEFAULT_COUNTRY,
  countryOfPage: null,
  countrySlugs: [],
  rememberCountry: () => {},
});

export type CountryProviderProps = {
  countrySlugs: readonly string[];
  /** The NEXT_COUNTRY cookie as the server read it. */
  cookieCountry: string | null;
  children: ReactNode;
};

/**
 * The current country for every link of the shell. The layout cannot see the URL (it does not
 * re-render on navigation), so the country is worked out here, in the browser, from the path.
 */
export function CountryProvider({ countrySlugs, cookieCountry, children }: CountryProviderProps) {
  const pathname = usePathname();
  const [pickedCountry, setPickedCountry] = useState(cookieCountry);
  const value = useMemo<CountryContextValue>(
    () => ({
      country: resolveCountry({ pathname, countrySlugs, cookieCountry: pickedCountry }),
      countryOfPage: countryInPath(pathname, countrySlugs),
      countrySlugs,
      rememberCountry: (slug) => {
        document.cookie = countryCookie(slug, shouldSecureCookies());
        setPickedCountry(slug);
      },
    }),
    [pathname, countrySlugs, pickedCountry],
  );
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryContextValue {
  return useContext(CountryContext);
}

export type CountryLinkProps = Omit<ComponentProps<typeof Link>, "href"> & {
  /** The path under the country: "/jobs" goes to /{locale}/{country}/jobs; "" to the country's home. */
  path: string;
};

/** A link to a page of the current country, in the current language. */
export function CountryLink({ path, ...props }: CountryLinkProps) {
  const { country } = useCountry();
  return <Link href={countryPath(country, path)} {...props} />;
}
