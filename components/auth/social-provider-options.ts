import "server-only";

import type { SocialProviderOption } from "@/components/auth/social-buttons";
import { socialProviderConfig } from "@/lib/auth/social-providers";

/** The social sign-in buttons to show: only providers whose keys this deployment has (lib/auth/social-providers.ts). */
export function socialProviderOptions(env: Record<string, string | undefined> = process.env): SocialProviderOption[] {
  const config = socialProviderConfig(env);
  const options: SocialProviderOption[] = [];
  if (config.google) options.push({ id: "google", name: "Google" });
  if (config.linkedin) options.push({ id: "linkedin", name: "LinkedIn" });
  if (config.facebook) options.push({ id: "facebook", name: "Facebook" });
  if (config.oidc) options.push({ id: "oidc", name: config.oidc.name });
  return options;
}
