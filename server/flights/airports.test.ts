import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readOpenData } from "../../content/checks.ts";
import { hasSharedData, sharedDataDir } from "../../tests/support/shared-data.ts";
import { BUILT_IN_AIRPORTS, loadAirports } from "./airports.ts";

const SPEC_ORDER = ["DEL", "BOM", "BHO", "BLR", "MAA", "CCU"];
const codes = (list: { iata: string }[]) => list.map((airport) => airport.iata);

describe("without the open data", () => {
  const airports = loadAirports(null);

  it("knows the spec's six airports, in its order", () => {
    expect(airports.openData).toBe(false);
    expect(codes([...airports.all])).toEqual(SPEC_ORDER);
    expect(airports.search("")).toEqual(BUILT_IN_AIRPORTS);
  });

  it("still finds them by code, city, old city name and name", () => {
    expect(codes(airports.search("ccu"))).toEqual(["CCU"]);
    expect(codes(airports.search("calcutta"))).toEqual(["CCU"]);
    expect(codes(airports.search("Bangalore"))).toEqual(["BLR"]);
    expect(codes(airports.search("raja bhoj"))).toEqual(["BHO"]);
    expect(airports.get(" maa ")?.city).toBe("Chennai");
    expect(airports.get("GOI")).toBeUndefined();
  });

  it("falls back to the six when the directory has no airport file", () => {
    const empty = loadAirports(pathToFileURL(`${tmpdir()}/no-such-open-data-dir/`));
    expect(empty.openData).toBe(false);
    expect(codes([...empty.all])).toEqual(SPEC_ORDER);
  });
});

describe("reading an OurAirports export", () => {
  const dir = mkdtempSync(join(tmpdir(), "airports-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "ourairports-india"));
  const header =
    "id,ident,type,name,latitude_deg,longitude_deg,iso_region,region_name,municipality,scheduled_service,iata_code,keywords";
  writeFileSync(
    join(dir, "ourairports-india", "in-airports.csv"),
    [
      header,
      '"#meta +id","#meta +code","#loc +airport +type","#loc +airport +name","#geo +lat","#geo +lon","#adm1 +code +iso","#adm1 +name","#loc +municipality +name","#status +scheduled","#loc +airport +code +iata","#meta +keywords"',
      '1,VIDP,large_airport,"Palam, the old name",28.5,77.1,IN-DL,"Delhi (National Capital Territory)","New Delhi",1,DEL,',
      '2,VOGO,large_airport,"Dabolim Airport",15.38,73.83,IN-GA,Goa,"Vasco da Gama",1,GOI,"Goa Airport, ""Dabolim"""',
      "3,VETZ,medium_airport,Tezpur Airport,26.7,92.78,IN-AS,Assam,,1,TEZ,",
      "4,VEXX,medium_airport,Quiet Airfield,25.0,91.0,IN-AS,Assam,Nowhere,0,QQQ,",
      "5,VEYY,closed,Old Airfield,25.0,91.0,IN-AS,Assam,Oldtown,1,OOO,",
      "6,VEZZ,small_airport,No Code Strip,25.0,91.0,IN-AS,Assam,Stripville,1,,",
    ].join("\r\n"),
  );
  const airports = loadAirports(pathToFileURL(`${dir}/`));

  it("takes the directory with or without a trailing slash", () => {
    expect(loadAirports(pathToFileURL(dir)).all).toEqual(airports.all);
  });

  it("adds scheduled airports with a code after the built-in six, which keep their own data", () => {
    expect(airports.openData).toBe(true);
    expect(codes([...airports.all])).toEqual([...SPEC_ORDER, "GOI", "TEZ"]);
    expect(airports.get("DEL")?.name).toBe("Indira Gandhi International Airport");
  });

  it("reads quoted fields, strips brackets from states, and names a city missing from the row", () => {
    expect(airports.get("GOI")).toEqual({
      iata: "GOI",
      name: "Dabolim Airport",
      city: "Vasco da Gama",
      state: "Goa",
      lat: 15.38,
      lng: 73.83,
    });
    expect(airports.get("TEZ")?.city).toBe("Tezpur");
    expect(codes(airports.search("dabolim"))).toEqual(["GOI"]);
    expect(codes(airports.search("goa"))).toEqual(["GOI"]);
  });
});

describe.skipIf(!hasSharedData)("with the OurAirports data", () => {
  const airports = loadAirports(sharedDataDir);

  it("lists every scheduled Indian airport with a code, the six first", () => {
    expect(airports.openData).toBe(true);
    expect(codes([...airports.all]).slice(0, 6)).toEqual(SPEC_ORDER);
    // The data README counts 117 rows with scheduled service; five of them have no IATA code.
    expect(airports.all.length).toBe(112);
    expect(new Set(codes([...airports.all])).size).toBe(airports.all.length);
    const known = readOpenData(sharedDataDir)?.airports ?? new Map();
    for (const airport of airports.all) {
      expect(known.has(airport.iata)).toBe(true);
      expect(airport.city).not.toBe("");
      expect(airport.lat).toBeGreaterThan(6);
      expect(airport.lat).toBeLessThan(36);
    }
  });

  it("puts an exact code first", () => {
    expect(codes(airports.search("GOI")).at(0)).toBe("GOI");
    expect(codes(airports.search("bom")).at(0)).toBe("BOM");
    expect(codes(airports.search("IXZ"))).toEqual(["IXZ"]);
  });

  it.each([
    ["bangalore", "BLR"],
    ["bengaluru", "BLR"],
    ["Bombay", "BOM"],
    ["mumbai", "BOM"],
    ["calcutta", "CCU"],
    ["madras", "MAA"],
    ["trivandrum", "TRV"],
    ["thiruvananthapuram", "TRV"],
    ["cochin", "COK"],
    ["mangaluru", "IXE"],
    ["vizag", "VTZ"],
    ["prayagraj", "IXD"],
    ["jaipur", "JAI"],
  ])("finds %s as %s first", (query, iata) => {
    expect(codes(airports.search(query)).at(0)).toBe(iata);
  });

  it("finds airports by name and by state, and respects the limit", () => {
    expect(codes(airports.search("kempegowda"))).toEqual(["BLR"]);
    const goa = codes(airports.search("goa"));
    expect(goa).toContain("GOI");
    expect(goa).toContain("GOX");
    expect(airports.search("airport", 5)).toHaveLength(5);
    expect(airports.search("zzzz")).toEqual([]);
  });
});
