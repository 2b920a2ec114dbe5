import NextAuth from "next-auth";
import { NextRequest } from "next/server";

import { errorResponse } from "@/lib/api/error-response";
import { readBodyText } from "@/lib/api/read-json-body";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { AppError } from "@/lib/errors";
import { requestIdOf } from "@/lib/proxy/request-id";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's own endpoints (/api/auth/session, /signin, /callback/:provider, ...). Our
// /api/auth/<name> routes are static segments, which Next matches before this catch-all.
async function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, getAuthOptions()) as Promise<Response>;
}

/** next-auth reads its form bodies whole: they are read here first, within the default limit (413 above it). */
async function post(request: NextRequest, context: Context) {
  let body: string;
  try {
    body = await readBodyText(request);
  } catch (error) {
    return errorResponse(error, requestIdOf(request.headers));
  }
  return handler(new NextRequest(request.url, { method: "POST", headers: request.headers, body }), context);
}

/**
 * The credentials callbacks (password, sign-in link) only take a form's POST; opened with GET,
 * next-auth would answer its own error page as a 500. Say what is wrong instead.
 */
async function get(request: NextRequest, context: Context) {
  const [action, provider] = (await context.params).nextauth;
  if (action === "callback" && (provider === "credentials" || provider === "sign-in-link")) {
    const response = errorResponse(new AppError("method_not_allowed", { message: "Log in with POST." }), requestIdOf(request.headers));
    response.headers.set("allow", "POST");
    return response;
  }
  return handler(request, context);
}

export { get as GET, post as POST };
