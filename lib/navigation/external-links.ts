import type { WorkingSide } from "@/lib/generated/prisma/enums";

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_HELP_CENTER_CANDIDATES_URL = "https://help.remotejobs.dev/candidates";
export const DEFAULT_HELP_CENTER_EMPLOYERS_URL = "https://help.remotejobs.dev/employers";

/** The help site of a working side; it opens in a new tab. */
export function helpCenterUrl(side: WorkingSide, env: Env = process.env): string {
  return side === "EMPLOYER"
    ? env.NEXT_PUBLIC_HELP_CENTER_EMPLOYERS_URL || DEFAULT_HELP_CENTER_EMPLOYERS_URL
    : env.NEXT_PUBLIC_HELP_CENTER_CANDIDATES_URL || DEFAULT_HELP_CENTER_CANDIDATES_URL;
}

export type SocialNetwork = "linkedin" | "facebook" | "instagram" | "x";

export const defaultSocialUrls: Readonly<Record<SocialNetwork, string>> = {
  linkedin: "https://www.linkedin.com/company/remotejobs",
  facebook: "https://www.facebook.com/remotejobs",
  instagram: "https://www.instagram.com/remotejobs",
  x: "https://x.com/remotejobs",
};

const socialEnv: Readonly<Record<SocialNetwork, string>> = {
  linkedin: "NEXT_PUBLIC_SOCIAL_LINKEDIN_URL",
  facebook: "NEXT_PUBLIC_SOCIAL_FACEBOOK_URL",
  instagram: "NEXT_PUBLIC_SOCIAL_INSTAGRAM_URL",
  x: "NEXT_PUBLIC_SOCIAL_X_URL",
};

/** The product's social pages in the footer; a variable set to "off" hides that network. */
export function socialLinks(env: Env = process.env): { network: SocialNetwork; href: string }[] {
  return (Object.keys(defaultSocialUrls) as SocialNetwork[])
    .map((network) => ({ network, href: env[socialEnv[network]] || defaultSocialUrls[network] }))
    .filter((link) => link.href !== "off");
}
