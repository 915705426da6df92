import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { loadTexts } from "../i18n/texts";
import { deleteFailure } from "./deleteFailure";

beforeAll(() => loadTexts("nl", ["common", "staff"]));

describe("a failed delete", () => {
  it("says the server's reason when it refused, which trying again would not change", () => {
    const refused = new ApiError(409, "Conflict", "De laatste beheerder kan niet worden verwijderd.");
    expect(deleteFailure(refused)).toEqual(["De laatste beheerder kan niet worden verwijderd."]);
  });

  it("asks to try again without a refusal: no connection, a server fault, or a refusal without words", () => {
    const generic = ["Verwijderen mislukt. Probeer het opnieuw."];
    expect(deleteFailure(new TypeError("Failed to fetch"))).toEqual(generic);
    expect(deleteFailure(new ApiError(500, "Internal Server Error", "Er ging iets mis."))).toEqual(generic);
    expect(deleteFailure(new ApiError(409, "Conflict", ""))).toEqual(generic);
  });
});
