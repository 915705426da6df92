import { describe, expect, it } from "vitest";
import { currentLanguage, loadTexts, t } from "./texts";

describe("the page's texts", () => {
  it("formats a message with its values, plurals and ordinals in the loaded language, and switches", async () => {
    await loadTexts("nl", ["common"]);
    expect(t("common.fields.finishOrder.placed", { position: 2, tied: "yes" })).toBe("2e plaats, gelijk");
    expect(t("common.live.result", { lane: "4", result: "1:05.32" })).toBe("Baan 4: 1:05.32");
    await loadTexts("en");
    expect(currentLanguage()).toBe("en");
    expect(t("common.fields.finishOrder.placed", { position: 2, tied: "no" })).toBe("2nd place");
    expect(t("common.fields.finishOrder.placed", { position: 3, tied: "yes" })).toBe("3rd place, tied");
  });

  it("keeps the later of two switches made in quick succession", async () => {
    const first = loadTexts("nl", ["common"]);
    const second = loadTexts("en", ["common"]);
    await Promise.all([first, second]);
    expect(currentLanguage()).toBe("en");
  });
});

describe("a lazy route's catalogue", () => {
  it("is kept when the page's own load overtakes it", async () => {
    const route = loadTexts("nl", ["public"]);
    const page = loadTexts("en", ["common"]);
    await Promise.all([route, page]);
    expect(t("public.heatStatus.ready")).toBe("Ready to start");
  });
});
