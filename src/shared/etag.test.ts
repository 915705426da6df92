import { describe, expect, it } from "vitest";
import { etagOf, ifMatchTags, noneMatchHits } from "./etag";

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

describe("If-None-Match", () => {
  it("names an answer by a weak or strong tag, in a list, or by `*`", () => {
    expect(noneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(noneMatchHits('"x", W/"abc" ,"y"', '"abc"')).toBe(true);
    expect(noneMatchHits(" * ", '"abc"')).toBe(true);
  });

  it("names nothing else: another tag, no tag, no header", () => {
    expect(noneMatchHits('"abd", W/"ab"', '"abc"')).toBe(false);
    expect(noneMatchHits("abc", '"abc"')).toBe(false);
    expect(noneMatchHits("", '"abc"')).toBe(false);
    expect(noneMatchHits(null, '"abc"')).toBe(false);
  });
});
