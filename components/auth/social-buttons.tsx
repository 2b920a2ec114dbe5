"use client";

import { useState } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";

import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";

/** A social provider this deployment has keys for (read on the server: components/auth/social-provider-options.ts). */
export type SocialProviderOption = { id: "google" | "facebook" | "linkedin" | "oidc"; name: string };

/**
 * "Continue with …" for each configured provider. next-auth starts the provider's sign-in (a full
 * redirect to the provider) and brings the user back to `callbackUrl`. Nothing shows when no
 * provider is configured.
 */
export function SocialButtons({ providers, callbackUrl, isDisabled = false }: { providers: SocialProviderOption[]; callbackUrl: string; isDisabled?: boolean }) {
  const t = useTranslations("AuthForms");
  const [pendingId, setPendingId] = useState<string | null>(null);
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <ul className="flex flex-col gap-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              disabled={isDisabled || pendingId !== null}
              onClick={() => {
                setPendingId(provider.id);
                void signIn(provider.id, { callbackUrl }).catch(() => setPendingId(null));
              }}
              className={buttonClasses({ variant: "outline", className: "w-full" })}
            >
              {pendingId === provider.id ? <Spinner className="size-5" /> : <ProviderMark id={provider.id} />}
              {t("continueWith", { provider: provider.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProviderMark({ id }: { id: SocialProviderOption["id"] }) {
  const common = { viewBox: "0 0 24 24", "aria-hidden": true, focusable: false, className: "size-5 shrink-0" } as const;
  switch (id) {
    case "google":
      return (
        <svg {...common}>
          <path fill="#4285F4" d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 01-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0012 23z" />
          <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 010-4.2V7.1H2.1a11 11 0 000 9.8l3.6-2.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 002.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
        </svg>
      );
    case "facebook":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="11" fill="#1877F2" />
          <path fill="#fff" d="M13.2 19v-6h2l.3-2.4h-2.3V9.2c0-.7.2-1.2 1.2-1.2h1.2V5.9a16 16 0 00-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7H8.8V13h2v6h2.4z" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common}>
          <rect width="22" height="22" x="1" y="1" rx="3" fill="#0A66C2" />
          <path fill="#fff" d="M6.3 9.5h2.4V18H6.3V9.5zm1.2-3.9a1.4 1.4 0 110 2.8 1.4 1.4 0 010-2.8zM10.3 9.5h2.3v1.2c.3-.6 1.1-1.3 2.4-1.3 2.5 0 3 1.7 3 3.8V18h-2.4v-4.3c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2V18h-2.3V9.5z" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
          <circle cx="8" cy="15" r="4" />
          <path d="M11 12l8-8M16 7l2 2M14 9l2 2" />
        </svg>
      );
  }
}
