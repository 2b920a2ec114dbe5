import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { z } from "zod";

import { route, searchParamsToObject } from "@/lib/api/route";
import { AppError } from "@/lib/errors";

const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

describe("route", () => {
  const handler = route(
    {
      params: z.object({ id: z.uuid() }),
      query: z.object({ take: z.coerce.number().int().min(1).max(100).default(10) }),
      body: z.object({ answer: z.string().min(1) }).strict(),
    },
    async ({ params, query, body }) => ({ id: params.id, take: query.take, answer: body.answer }),
  );
  const id = "0190a6a0-0000-7000-8000-000000000001";

  it("parses params, query and body and wraps the result in the envelope", async () => {
    const request = new NextRequest(`http://localhost/api/x/${id}?take=5`, { method: "POST", body: JSON.stringify({ answer: "yes" }) });
    const response = await handler(request, context({ id }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { id, take: 5, answer: "yes" } });
  });

  it("answers 400 invalid_json for a body that is not JSON", async () => {
    const request = new NextRequest(`http://localhost/api/x/${id}`, { method: "POST", body: "{oops" });
    const response = await handler(request, context({ id }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("answers 400 invalid_query naming the field for a query that does not parse", async () => {
    const response = await handler(new NextRequest(`http://localhost/api/x/${id}?take=-4`, { method: "POST", body: JSON.stringify({ answer: "a" }) }), context({ id }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("invalid_query");
    expect(error.details.fields).toEqual([expect.objectContaining({ field: "take" })]);
  });

  it("answers 422 for bad params or unknown body fields", async () => {
    for (const [url, params, body] of [
      ["http://localhost/api/x/not-a-uuid", { id: "not-a-uuid" }, { answer: "a" }],
      [`http://localhost/api/x/${id}`, { id }, { answer: "a", isAdmin: true }],
    ] as const) {
      const response = await handler(new NextRequest(url, { method: "POST", body: JSON.stringify(body) }), context(params));
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
  });

  it("passes a domain error through with its own status", async () => {
    const failing = route({}, async () => {
      throw new AppError("gone", { message: "This job is closed." });
    });
    const response = await failing(new NextRequest("http://localhost/api/y"), context());
    expect(response.status).toBe(410);
    expect((await response.json()).error).toEqual({ code: "gone", message: "This job is closed." });
  });
});

describe("searchParamsToObject", () => {
  it("keeps single values as strings and repeated keys as arrays", () => {
    expect(searchParamsToObject(new URLSearchParams("search=react&skills=ts&skills=go"))).toEqual({ search: "react", skills: ["ts", "go"] });
  });
});
