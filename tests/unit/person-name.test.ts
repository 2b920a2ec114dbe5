import { describe, expect, it } from "@jest/globals";

import { isPersonName, normalizePersonName } from "@/lib/users/person-name";
import { deleteAccountSchema, personNameSchema, updateUserSchema } from "@/lib/users/schemas";

describe("the name rule", () => {
  it.each(["Ana", "María José", "O'Brien", "N’Golo", "Jean-Luc", "Zoë", "Þórunn", "Nguyễn", "Łukasz", "José-María de la O", "李", "Mari\u0301a"])("accepts %s", (name) => {
    expect(isPersonName(normalizePersonName(name))).toBe(true);
  });

  it.each(["R2D2", "Ana!", "ana@example.test", "-", "'", "Ana_María", "Ana.", "Ana 😀", "-Ana", "Ana-"])("refuses %s", (name) => {
    expect(isPersonName(normalizePersonName(name))).toBe(false);
  });

  it("trims, joins spaces and composes accents", () => {
    expect(normalizePersonName("  Mari\u0301a \t  José ")).toBe("María José");
    expect(normalizePersonName("Mari\u0301a")).toHaveLength(5);
  });
});

describe("personNameSchema", () => {
  const messageFor = (value: unknown) => {
    const result = personNameSchema.safeParse(value);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it("answers with the spec's messages, one at a time", () => {
    expect(messageFor("")).toEqual(["This field is required"]);
    expect(messageFor("   ")).toEqual(["This field is required"]);
    expect(messageFor(undefined)).toEqual(["This field is required"]);
    expect(messageFor("R2D2")).toEqual(["Only letters are allowed"]);
    expect(messageFor("a".repeat(81))).toEqual(["Exceeds max. number of characters"]);
    expect(messageFor("a".repeat(80))).toBeNull();
  });

  it("hands back the tidied name", () => {
    expect(personNameSchema.parse("  Ana   María ")).toBe("Ana María");
  });
});

describe("updateUserSchema", () => {
  it("takes the spec's wire names, each optional, and refuses anything else", () => {
    expect(updateUserSchema.parse({})).toEqual({});
    expect(updateUserSchema.parse({ logged_as: "employer", is_employer: true })).toEqual({ logged_as: "employer", is_employer: true });
    expect(updateUserSchema.safeParse({ firstName: "Ana" }).success).toBe(false);
    expect(updateUserSchema.safeParse({ logged_as: "administrator" }).success).toBe(false);
  });
});

describe("deleteAccountSchema", () => {
  it("needs a reason of up to 500 characters", () => {
    expect(deleteAccountSchema.parse({ deleteReason: "  moving on " })).toEqual({ deleteReason: "moving on" });
    expect(deleteAccountSchema.safeParse({ deleteReason: " " }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ deleteReason: "x".repeat(501) }).success).toBe(false);
  });
});
