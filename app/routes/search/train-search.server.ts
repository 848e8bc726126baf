import { addDays, todayInIndia } from "../../../common/dates.ts";
import {
  bookingOpensOn,
  latestTravelDate,
  stationLabel,
  trainSearchQuery,
} from "../../../common/rail.ts";
import { resolveStation, searchTrains } from "../../../server/rail/search-trains.ts";
import type { RequestContext } from "../../context.ts";
import type { TrainTabData } from "./train-tab.tsx";

/** Pairs travellers search most; each is offered only while our timetable has a train for it. */
const POPULAR_TRAIN_ROUTES = [
  ["NDLS", "MMCT"],
  ["NDLS", "HWH"],
  ["CSMT", "PUNE"],
  ["MAS", "SBC"],
  ["NDLS", "BSB"],
  ["HYB", "MS"],
  ["NDLS", "JP"],
  ["ADI", "MMCT"],
] as const;

function popularTrainRoutes(services: RequestContext) {
  const date = addDays(todayInIndia(), 1);
  return POPULAR_TRAIN_ROUTES.flatMap(([fromCode, toCode]) => {
    const from = services.rail.stations.get(fromCode);
    const to = services.rail.stations.get(toCode);
    if (!from || !to) return [];
    const served = (services.rail.timetable.calls.get(from.code) ?? []).some(({ train, halt }) =>
      train.halts.slice(halt + 1).some((h) => h.code === to.code),
    );
    if (!served) return [];
    const params = new URLSearchParams({
      tab: "train",
      from: stationLabel(from),
      to: stationLabel(to),
      date,
    });
    return [{ label: `${from.name} → ${to.name}`, href: `/search?${params}` }];
  });
}

const unknownStation = (text: string) =>
  `We know no station called ‘${text.slice(0, 60)}’. Choose one from the list.`;

/** The train tab: its form as sent, and the trains when From, To and a date are all there. */
export async function loadTrainTab(
  services: RequestContext,
  params: URLSearchParams,
): Promise<TrainTabData> {
  const form = {
    from: (params.get("from") ?? "").slice(0, 100),
    to: (params.get("to") ?? "").slice(0, 100),
    date: (params.get("date") ?? "").slice(0, 10),
  };
  const tab: TrainTabData = {
    form,
    message: null,
    minDate: todayInIndia(),
    maxDate: latestTravelDate(),
    result: null,
    popular: [],
  };
  // The tab opened, nothing sent yet.
  if (!params.has("from") && !params.has("to") && !params.has("date")) {
    return { ...tab, popular: popularTrainRoutes(services) };
  }
  const from = resolveStation(services.rail, form.from);
  const to = resolveStation(services.rail, form.to);
  const parsed = trainSearchQuery.safeParse({
    from: from?.code ?? "",
    to: to?.code ?? "",
    date: form.date,
  });
  if (!parsed.success) {
    // A box with text we cannot place says so; an empty one gets the spec's alert.
    const stray = form.from.trim() && !from ? form.from : form.to.trim() && !to ? form.to : null;
    return {
      ...tab,
      message: stray ? unknownStation(stray.trim()) : (parsed.error.issues[0]?.message ?? null),
    };
  }
  if (!from || !to) return tab;
  const found = await searchTrains(services.rail, { from, to, date: parsed.data.date });
  return {
    ...tab,
    form: { from: stationLabel(from), to: stationLabel(to), date: form.date },
    result: {
      from: { code: from.code, name: from.name },
      to: { code: to.code, name: to.name },
      date: found.date,
      bookingOpens: bookingOpensOn(found.date) > todayInIndia() ? bookingOpensOn(found.date) : null,
      trains: found.trains,
      compiledOn: found.compiledOn,
      live: found.live,
    },
  };
}
