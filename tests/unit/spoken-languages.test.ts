import { describe, expect, it } from "@jest/globals";

import { canonicalLanguageName, spokenLanguageLabel } from "@/lib/catalogue/spoken-languages";

describe("spoken languages", () => {
  it("shows a stored (English) name in the reader's language", () => {
    expect(spokenLanguageLabel("Spanish", "es")).toBe("Español");
    expect(spokenLanguageLabel("Mandarin Chinese", "es")).toBe("Chino mandarín");
    expect(spokenLanguageLabel("Spanish", "en")).toBe("Spanish");
  });

  it("keeps a name outside the list as it was written", () => {
    expect(spokenLanguageLabel("Quechua", "es")).toBe("Quechua");
  });

  it("finds the stored name whatever the case and spaces", () => {
    expect(canonicalLanguageName("  portuguese ")).toBe("Portuguese");
    expect(canonicalLanguageName("Klingon")).toBeUndefined();
  });
});
