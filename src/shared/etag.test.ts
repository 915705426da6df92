import { describe, expect, it } from "vitest";
import { etagOf, ifMatchTags } from "./etag";

describe("If-Match", () => {
  it("names no version when absent, empty or `*`: any version will do", () => {
    expect(ifMatchTags(null)).toBeNull();
    expect(ifMatchTags(undefined)).toBeNull();
    expect(ifMatchTags(" ")).toBeNull();
    expect(ifMatchTags("*")).toBeNull();
  });

  it("names the strong tags of a list, never a weak one", () => {
    expect(ifMatchTags(etagOf(3))).toEqual(['"3"']);
    expect(ifMatchTags('"2", "3"')).toEqual(['"2"', '"3"']);
    expect(ifMatchTags('W/"3", "4"')).toEqual(['"4"']);
  });

  it("names nothing that can match for a header that holds no tag", () => {
    expect(ifMatchTags("3")).toEqual([]);
  });
});
