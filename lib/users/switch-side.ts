import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import type { AccountUser } from "@/lib/users/account-user";
import { updateProfile } from "@/lib/users/update-profile";
import type { WireSide } from "@/lib/users/wire";

/**
 * POST /api/auth/switch-side: the role switch of the user's menu (spec section 4), the same
 * change as PUT /api/users/{id} with logged_as (and is_employer when switching to employer).
 */
export function switchSide(caller: CurrentUser, side: WireSide): Promise<AccountUser> {
  return updateProfile(caller, caller.id, { logged_as: side, ...(side === "employer" ? { is_employer: true } : {}) });
}
