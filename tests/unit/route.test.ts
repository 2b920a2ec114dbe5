import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { z } from "zod";

import { route } from "@/lib/api/route";
import { searchParamsToObject } from "@/lib/api/search-params";
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
    expect(error.details.fields).toEqual([expect.objectContaining({ path: "take" })]);
  });

  it("answers a path parameter that does not parse as it answers a bad query: 400, naming it", async () => {
    const response = await handler(new NextRequest("http://localhost/api/x/not-a-uuid", { method: "POST", body: JSON.stringify({ answer: "a" }) }), context({ id: "not-a-uuid" }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("invalid_path");
    expect(error.details.fields).toEqual([expect.objectContaining({ path: "id" })]);
  });

  it("answers 422 validation_failed for unknown body fields", async () => {
    const response = await handler(new NextRequest(`http://localhost/api/x/${id}`, { method: "POST", body: JSON.stringify({ answer: "a", isAdmin: true }) }), context({ id }));
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe("validation_failed");
  });

  it("sends a Response the handler returns as it is, with the request id", async () => {
    const file = route({}, async () => new Response("bytes", { status: 200, headers: { "content-type": "application/octet-stream" } }));
    const response = await file(new NextRequest("http://localhost/api/f", { headers: { "x-request-id": "req-file-1234" } }), context());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("x-request-id")).toBe("req-file-1234");
    expect(await response.text()).toBe("bytes");
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
