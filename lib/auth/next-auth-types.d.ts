import type { WireRole, WireSide } from "@/lib/users/wire";

// What lib/auth/auth-options.ts's callbacks put in next-auth's session cookie and session.
declare module "next-auth/jwt" {
  interface JWT {
    /** When the user signed in (ms): sessions older than users.tokens_valid_after are refused. */
    authTime?: number;
    role?: WireRole;
    logged_as?: WireSide;
    is_employer?: boolean;
  }
}

declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      email: string;
      name: string | null;
      role: WireRole;
      logged_as: WireSide;
      is_employer: boolean;
    };
  }
}
