import type { ComponentProps } from "react";

import { ChevronDownIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";

/** The way back to the page above, at the top of a dashboard page: one look everywhere. */
export function BackLink({ href, children }: { href: ComponentProps<typeof Link>["href"]; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex w-fit items-center gap-1 self-start rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
    >
      <ChevronDownIcon className="size-4 shrink-0 rotate-90" />
      {children}
    </Link>
  );
}
