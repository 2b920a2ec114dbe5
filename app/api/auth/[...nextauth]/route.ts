import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { getAuthOptions } from "@/lib/auth/auth-options";

export const dynamic = "force-dynamic";

// next-auth's own endpoints (/api/auth/session, /signin, /callback/:provider, ...). Our
// /api/auth/<name> routes are static segments, which Next matches before this catch-all.
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request, context, getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
