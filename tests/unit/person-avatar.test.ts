import { describe, expect, it } from "@jest/globals";

import { personInitials, personOfTitle } from "@/components/chat/person-avatar";

describe("chat avatars", () => {
  it("take the person's initials from a room title, not the job's or the status tag's", () => {
    expect(personInitials(personOfTitle("Laura Méndez (Senior Full-Stack Engineer (React + Node.js))"))).toBe("LM");
    expect(personInitials(personOfTitle("Kevin O'Brien · Archived"))).toBe("KO");
  });

  it("use one letter for a one-word name and none for no name", () => {
    expect(personInitials("Ágata")).toBe("Á");
    expect(personInitials("  ")).toBeUndefined();
  });
});
