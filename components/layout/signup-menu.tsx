"use client";

import { useTranslations } from "next-intl";

import { buttonClasses } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import { ChevronDownIcon } from "@/components/ui/icons";
import { signupOptions } from "@/lib/navigation/menu-items";

/** Sign up: "I want to work" (candidate) or "I want to hire" (employer). */
export function SignupMenu() {
  const t = useTranslations("Navbar");
  return (
    <DropdownMenu
      label={t("signUp")}
      align="end"
      triggerClassName={buttonClasses({ variant: "secondary", size: "sm" })}
      panelClassName="w-56"
      trigger={
        <>
          {t("signUp")}
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      {signupOptions.map((option) => (
        <DropdownMenuLink key={option.key} href={option.href}>
          {t(option.key)}
        </DropdownMenuLink>
      ))}
    </DropdownMenu>
  );
}
