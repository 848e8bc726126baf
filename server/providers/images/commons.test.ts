import { describe, expect, it } from "vitest";
import { commonsPageUrl, commonsUrl } from "./commons.ts";

describe("commonsUrl", () => {
  // Commons' own documented example: File:Example.jpg lives under a/a9/.
  it("places a file under the md5 directories Commons uses", () => {
    expect(commonsUrl("Example.jpg")).toBe(
      "https://upload.wikimedia.org/wikipedia/commons/a/a9/Example.jpg",
    );
  });

  it("builds thumbnails at a standard width, with spaces as underscores", () => {
    expect(commonsUrl("Example.jpg", 330)).toBe(
      "https://upload.wikimedia.org/wikipedia/commons/thumb/a/a9/Example.jpg/330px-Example.jpg",
    );
    expect(commonsUrl("Example.jpg", 960)).toBe(commonsUrl(" Example.jpg ", 960));
  });

  it("renders SVG thumbnails as PNG and escapes special characters", () => {
    expect(commonsUrl("Flag of India.svg")).toBe(
      "https://upload.wikimedia.org/wikipedia/commons/4/41/Flag_of_India.svg",
    );
    expect(commonsUrl("Flag of India.svg", 500)).toMatch(/\/500px-Flag_of_India\.svg\.png$/);
    expect(commonsUrl("Taj_Mahal_(Edited).jpeg")).toContain("Taj_Mahal_(Edited).jpeg");
    expect(commonsPageUrl("Hawa Mahal, Jaipur.jpg")).toBe(
      "https://commons.wikimedia.org/wiki/File:Hawa_Mahal%2C_Jaipur.jpg",
    );
  });
});
