import { describe, expect, it } from "vitest";
import { commonsOriginalUrl, commonsPageUrl } from "./commons.ts";

describe("commonsOriginalUrl", () => {
  // Commons' own documented example: File:Example.jpg lives under a/a9/.
  it("places a file under the md5 directories Commons uses", () => {
    expect(commonsOriginalUrl("Example.jpg")).toBe(
      "https://upload.wikimedia.org/wikipedia/commons/a/a9/Example.jpg",
    );
    expect(commonsOriginalUrl(" Example.jpg ")).toBe(commonsOriginalUrl("Example.jpg"));
  });

  it("takes another base, writes spaces as underscores and escapes special characters", () => {
    expect(commonsOriginalUrl("Flag of India.svg", "http://127.0.0.1:9/commons")).toBe(
      "http://127.0.0.1:9/commons/4/41/Flag_of_India.svg",
    );
    expect(commonsOriginalUrl("Taj_Mahal_(Edited).jpeg")).toContain("Taj_Mahal_(Edited).jpeg");
    expect(commonsPageUrl("Hawa Mahal, Jaipur.jpg")).toBe(
      "https://commons.wikimedia.org/wiki/File:Hawa_Mahal%2C_Jaipur.jpg",
    );
  });
});
