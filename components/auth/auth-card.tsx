import type { ReactNode } from "react";

import { LogoMark } from "@/components/layout/logo";

export type AuthCardProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** Above the title: a step counter, say. */
  eyebrow?: ReactNode;
  children: ReactNode;
  /** Under the card: "New here? Create an account". */
  footer?: ReactNode;
  size?: "md" | "lg";
  /** Set when the title is not the page's only top heading (a flow whose steps each have one). */
  titleId?: string;
};

/**
 * The frame of every auth page: one centred card on wide screens; on phones the card's frame goes
 * and the form uses the whole width.
 */
export function AuthCard({ title, lead, eyebrow, children, footer, size = "md", titleId = "auth-title" }: AuthCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-1 justify-center bg-white px-4 py-8 sm:bg-linear-to-b sm:from-brand-50 sm:via-white sm:to-white sm:px-6 sm:py-14 dark:bg-slate-950 sm:dark:from-slate-900 sm:dark:via-slate-950 sm:dark:to-slate-950"
    >
      <div className={["w-full", size === "lg" ? "max-w-lg" : "max-w-md"].join(" ")}>
        <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-xl sm:shadow-slate-900/5 sm:dark:border-slate-800 sm:dark:bg-slate-900">
          <header className="flex flex-col gap-2">
            <LogoMark className="mb-2 hidden size-10 sm:block" />
            {eyebrow ? <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{eyebrow}</p> : null}
            <h1 id={titleId} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink outline-none sm:text-[1.75rem] dark:text-white">
              {title}
            </h1>
            {lead ? <div className="text-base text-slate-600 dark:text-slate-300">{lead}</div> : null}
          </header>
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A link in the auth pages' text: underlined, with a visible focus ring. */
export const textLinkClasses =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300";
