import { describe, expect, it } from "@jest/globals";

import { fullName, menuName, shortName } from "@/lib/users/display-name";

describe("shortName (the name on the user's menu)", () => {
  it("is the first word of the first name", () => {
    expect(shortName({ firstName: "María José", lastName: "García López" })).toBe("María");
    expect(shortName({ firstName: "  Ana  ", lastName: "Pérez" })).toBe("Ana");
  });

  it("falls back to the first word of the last name", () => {
    expect(shortName({ firstName: null, lastName: "García López" })).toBe("García");
    expect(shortName({ firstName: "   ", lastName: " de la Cruz" })).toBe("de");
    expect(shortName({ lastName: "Smith" })).toBe("Smith");
  });

  it("is null when both names are empty, missing or blank", () => {
    expect(shortName({ firstName: null, lastName: null })).toBeNull();
    expect(shortName({ firstName: "", lastName: "" })).toBeNull();
    expect(shortName({ firstName: " \t ", lastName: "\n" })).toBeNull();
    expect(shortName({})).toBeNull();
  });
});

describe("menuName", () => {
  it("uses the word for User when the account has no name", () => {
    expect(menuName({ firstName: "", lastName: null }, "User")).toBe("User");
    expect(menuName({}, "Usuario")).toBe("Usuario");
    expect(menuName({ firstName: "Lucía" }, "User")).toBe("Lucía");
  });
});

describe("fullName (the dropdown's header)", () => {
  it("joins first and last names and tidies spaces", () => {
    expect(fullName({ firstName: " Ana  María ", lastName: "Pérez" })).toBe("Ana María Pérez");
    expect(fullName({ firstName: "Ana", lastName: null })).toBe("Ana");
    expect(fullName({ firstName: "", lastName: "Pérez" })).toBe("Pérez");
  });

  it("is null without any name", () => {
    expect(fullName({ firstName: " ", lastName: "" })).toBeNull();
    expect(fullName({})).toBeNull();
  });
});
