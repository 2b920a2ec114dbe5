import { describe, expect, it } from "@jest/globals";

import { candidateNameFor, canSeeFullNames, maskSurname, SURNAME_MASK } from "@/lib/candidates/candidate-name";
import { candidateSearchToQuery, parseCandidateSearch } from "@/lib/candidates/candidate-search-query";
import { clampPercent, matchBand } from "@/lib/candidates/match-band";
import { plainProfileName } from "@/lib/profile/profile-wire";

describe("the premium name rule", () => {
  it("shows the full name to a viewer who may see it", () => {
    expect(candidateNameFor({ firstName: " Carlos ", lastName: "Ramírez  Pérez" }, true)).toEqual({
      name: "Carlos Ramírez Pérez",
      firstName: "Carlos",
      surname: "Ramírez Pérez",
      isSurnameMasked: false,
      showsGoPremium: false,
    });
  });

  it("shows everybody else the first name, the surname's initial and a fixed mask, with the hint", () => {
    expect(candidateNameFor({ firstName: "Carlos", lastName: "Ramírez" }, false)).toEqual({
      name: "Carlos R•••••",
      firstName: "Carlos",
      surname: "R•••••",
      isSurnameMasked: true,
      showsGoPremium: true,
    });
  });

  it("never gives away the surname's length or more than its first letter", () => {
    const short = maskSurname("Li");
    const long = maskSurname("Wolfeschlegelsteinhausenbergerdorff");
    expect(short.length).toBe(long.length);
    expect(short).toBe(`L${SURNAME_MASK}`);
    expect(maskSurname("ñúñez")).toBe("Ñ•••••");
    // An accent typed as a separate mark still makes one letter.
    expect(maskSurname("E\u0301lise")).toBe("É•••••");
  });

  it("masks even a missing surname, so that its absence is no clue", () => {
    expect(candidateNameFor({ firstName: "Ana", lastName: null }, false)).toMatchObject({ name: `Ana ${SURNAME_MASK}`, surname: SURNAME_MASK, isSurnameMasked: true });
    expect(candidateNameFor({ firstName: "Ana", lastName: null }, true)).toMatchObject({ name: "Ana", surname: null });
    expect(candidateNameFor({ firstName: null, lastName: "Souza" }, false).name).toBe("S•••••");
  });

  it("counts Pro and Premium companies as premium, and nobody else", () => {
    expect(canSeeFullNames({ isPremium: true })).toBe(true);
    expect(canSeeFullNames({ isPremium: false })).toBe(false);
    expect(canSeeFullNames(null)).toBe(false);
    expect(canSeeFullNames(undefined)).toBe(false);
  });
});

describe("the match ring's colour band (spec section 9)", () => {
  it.each([
    [0, "red"],
    [14, "red"],
    [15, "orange"],
    [25, "orange"],
    [49, "orange"],
    [50, "yellow"],
    [74, "yellow"],
    [75, "green"],
    [89, "green"],
    [90, "purple"],
    [100, "purple"],
  ] as const)("%i%% is %s", (percent, band) => {
    expect(matchBand(percent)).toBe(band);
  });

  it("keeps the ring between 0 and 100", () => {
    expect([clampPercent(-5), clampPercent(150), clampPercent(Number.NaN), clampPercent(59.6)]).toEqual([0, 100, 0, 60]);
  });
});

describe("the page's candidate search", () => {
  it("drops what does not parse and keeps the rest", () => {
    const { search, invalidFields } = parseCandidateSearch({
      search: " react ",
      country_id: "<script>",
      type_user_verificated: "Identity",
      page: "-3",
      take: "9999",
      skills: ["React", "Node.js,React"],
    });
    expect(invalidFields.sort()).toEqual(["country_id", "page", "take"]);
    expect(search).toEqual({ search: "react", country: null, skills: ["React", "Node.js"], verificationType: "IDENTITY", page: 1, take: 20 });
  });

  it("treats 'All' as no filter", () => {
    expect(parseCandidateSearch({ country_id: "all", type_user_verificated: "", skills: "Todos" })).toEqual({
      search: { search: null, country: null, skills: [], verificationType: null, page: 1, take: 20 },
      invalidFields: [],
    });
  });

  it("writes one canonical query per search", () => {
    const { search } = parseCandidateSearch({ page: "2", country_id: "co", type_user_verificated: "email", search: "data", take: "12" }, { take: 12 });
    expect(candidateSearchToQuery(search, { take: 12 }).toString()).toBe("search=data&country_id=co&type_user_verificated=email&page=2");
    expect(candidateSearchToQuery({ ...search, page: 1, search: null, country: { id: 7 } }).toString()).toBe("country_id=7&type_user_verificated=email&take=12");
  });
});

describe("a candidate's name in a page title", () => {
  const profile = (name: ReturnType<typeof candidateNameFor>) => ({ name: name.name, is_surname_masked: name.isSurnameMasked, personal_information: { first_name: name.firstName, last_name: null, profile_pic: null } });

  it("is the full name for a viewer who may see it, and only the first name while the surname is masked", () => {
    expect(plainProfileName(profile(candidateNameFor({ firstName: "Carlos", lastName: "Ramírez" }, true)))).toBe("Carlos Ramírez");
    expect(plainProfileName(profile(candidateNameFor({ firstName: "Carlos", lastName: "Ramírez" }, false)))).toBe("Carlos");
  });
});
