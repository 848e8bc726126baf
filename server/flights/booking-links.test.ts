import { describe, expect, it } from "vitest";
import type { FlightQuery } from "../../common/flights.ts";
import { bookingLinks, ixigoUrl, makeMyTripUrl, skyscannerUrl } from "./booking-links.ts";

const family: FlightQuery = {
  from: "DEL",
  to: "GOI",
  departDate: "2026-12-05",
  adults: 2,
  children: 2,
  infants: 1,
  cabin: "P",
};
const solo: FlightQuery = { ...family, to: "BOM", adults: 1, children: 0, infants: 0, cabin: "E" };

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("Skyscanner India", () => {
  it("puts the route and a YYMMDD date in the path, lower case", () => {
    expect(new URL(skyscannerUrl(family)).pathname).toBe("/transport/flights/del/goi/261205/");
    expect(new URL(skyscannerUrl(family)).host).toBe("www.skyscanner.co.in");
  });

  it("sends adults, each child's and infant's age, the class, one way and rupees", () => {
    expect(params(skyscannerUrl(family))).toEqual({
      adultsv2: "2",
      childrenv2: "8|8|1",
      cabinclass: "premiumeconomy",
      rtn: "0",
      currency: "INR",
    });
    // The ages' separator is encoded, as a browser would.
    expect(skyscannerUrl(family)).toContain("childrenv2=8%7C8%7C1");
  });

  it("leaves the children out when there are none, and names each class", () => {
    expect(params(skyscannerUrl(solo))).toEqual({
      adultsv2: "1",
      cabinclass: "economy",
      rtn: "0",
      currency: "INR",
    });
    expect(params(skyscannerUrl({ ...solo, cabin: "B" })).cabinclass).toBe("business");
  });
});

describe("MakeMyTrip", () => {
  it("writes the itinerary with a DD/MM/YYYY date and the passengers as A-C-I", () => {
    const url = makeMyTripUrl(family);
    expect(url).toBe(
      "https://www.makemytrip.com/flight/search?itinerary=DEL-GOI-05/12/2026&tripType=O&paxType=A-2_C-2_I-1&intl=false&cabinClass=PE",
    );
    expect(params(url)).toEqual({
      itinerary: "DEL-GOI-05/12/2026",
      tripType: "O",
      paxType: "A-2_C-2_I-1",
      intl: "false",
      cabinClass: "PE",
    });
  });

  it("uses MakeMyTrip's class letters", () => {
    expect(params(makeMyTripUrl(solo)).cabinClass).toBe("E");
    expect(params(makeMyTripUrl({ ...solo, cabin: "B" })).cabinClass).toBe("B");
    expect(params(makeMyTripUrl(solo)).paxType).toBe("A-1_C-0_I-0");
  });
});

describe("ixigo", () => {
  it("sends the route, a DDMMYYYY date, each passenger count and the class", () => {
    const url = ixigoUrl(family);
    expect(url.startsWith("https://www.ixigo.com/search/result/flight?")).toBe(true);
    expect(params(url)).toEqual({
      from: "DEL",
      to: "GOI",
      date: "05122026",
      adults: "2",
      children: "2",
      infants: "1",
      class: "w",
    });
    expect(params(ixigoUrl(solo)).class).toBe("e");
    expect(params(ixigoUrl({ ...solo, cabin: "B" })).class).toBe("b");
  });
});

describe("bookingLinks", () => {
  it("offers the same search on three sites, each an https link", () => {
    const links = bookingLinks(family);
    expect(links.map((link) => link.label)).toEqual(["Skyscanner India", "MakeMyTrip", "ixigo"]);
    for (const link of links) {
      expect(new URL(link.url).protocol).toBe("https:");
      expect(link.url).not.toMatch(/\s/);
    }
  });

  it("changes every link when any part of the search changes", () => {
    const base = bookingLinks(family).map((link) => link.url);
    const changes: Partial<FlightQuery>[] = [
      { from: "BOM" },
      { to: "BLR" },
      { departDate: "2026-12-06" },
      { adults: 3 },
      { children: 1 },
      { infants: 0 },
      { cabin: "B" },
    ];
    for (const change of changes) {
      const changed = bookingLinks({ ...family, ...change }).map((link) => link.url);
      changed.forEach((url, i) => {
        expect(url, JSON.stringify(change)).not.toBe(base[i]);
      });
    }
  });
});
