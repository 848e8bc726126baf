import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      host: "0.0.0.0",
      port: 5000,
      sliderPort: undefined,
      databaseUrl: undefined,
      logLevel: "info",
      corsReadOrigins: ["*"],
      corsWriteOrigins: [],
      seedOnStart: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("reads ports, lists and a PostgreSQL URL", () => {
    const config = loadConfig({
      PORT: "8080",
      SLIDER_PORT: "3000",
      DATABASE_URL: "postgres://u:p@db.internal:5432/safarnama",
      CORS_ORIGINS: "https://a.example, https://b.example",
    });
    expect(config.port).toBe(8080);
    expect(config.sliderPort).toBe(3000);
    expect(config.databaseUrl).toBe("postgres://u:p@db.internal:5432/safarnama");
    expect(config.corsReadOrigins).toEqual(["https://a.example", "https://b.example"]);
  });

  it("treats an empty optional variable as unset", () => {
    expect(loadConfig({ SLIDER_PORT: "", DATABASE_URL: "" })).toMatchObject({
      sliderPort: undefined,
      databaseUrl: undefined,
    });
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["SLIDER_PORT", "-1"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
