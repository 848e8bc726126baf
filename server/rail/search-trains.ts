import { formatDuration } from "../../common/dates.ts";
import type { Journey, Station } from "../../common/rail.ts";
import { className } from "../../common/rail-classes.ts";
import { RAIL_BOOKING_URL, type TrainCard, type TrainClassCard } from "../../common/train-card.ts";
import { WEEKDAYS } from "../../content/timetable/schema.ts";
import type { AppServices } from "../services.ts";
import { estimateFare } from "./fares.ts";
import { findJourneys } from "./journeys.ts";

// One train search for every caller (issue 11): the search page, GET /api/trains and
// /api/v1/trains. Journeys come from our compiled timetable, fares are our estimates, and a status
// only ever from a live provider.

export type RailServices = AppServices["rail"];

export type TrainSearch = {
  from: Station;
  to: Station;
  date: string;
  trains: TrainCard[];
  compiledOn: string;
  /** A live availability provider answered for these trains' classes. */
  live: boolean;
};

/** With a live provider, the classes of the first trains are asked, a few at a time. */
const LIVE_TRAINS = 8;
const LIVE_CONCURRENCY = 4;

/** A station from what a box sent: 'New Delhi | NDLS', a code (old or new), or a name. */
export function resolveStation(rail: RailServices, text: string): Station | undefined {
  const typed = text.trim().slice(0, 100);
  if (!typed) return undefined;
  const code = /\|\s*([A-Za-z]{1,5})\s*$/.exec(typed)?.[1] ?? typed;
  return (
    rail.stations.get(code) ?? (typed.length >= 3 ? rail.stations.search(typed, 1)[0] : undefined)
  );
}

const runsOnText = (days: readonly string[]) =>
  days.length === WEEKDAYS.length ? "Daily" : days.join(", ");

function present(journey: Journey): TrainCard {
  const { train } = journey;
  return {
    trainName: train.name,
    trainNumber: train.number,
    type: train.type,
    brand: train.brand,
    times: train.times,
    runsOn: runsOnText(journey.runsOn),
    departure: {
      time: journey.departure.time,
      date: journey.departure.date,
      station: journey.departure.code,
      stationName: journey.departure.name,
    },
    arrival: {
      time: journey.arrival.time,
      date: journey.arrival.date,
      station: journey.arrival.code,
      stationName: journey.arrival.name,
    },
    duration: formatDuration(journey.durationMinutes),
    durationMinutes: journey.durationMinutes,
    distanceKm: journey.distanceKm,
    classes: train.classes.map(
      (code): TrainClassCard => ({
        className: className(code),
        classCode: code,
        price:
          estimateFare({
            km: journey.distanceKm,
            classCode: code,
            type: train.type,
            brand: train.brand ?? undefined,
          })?.total ?? null,
        priceIsEstimate: true,
        status: null,
        updated: null,
        chance: null,
      }),
    ),
    bookingUrl: RAIL_BOOKING_URL,
  };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Asks the live provider for each class of the first trains; a class it cannot answer stays blank. */
async function addAvailability(rail: RailServices, date: string, cards: TrainCard[]) {
  const asks = cards
    .slice(0, LIVE_TRAINS)
    .flatMap((card) => card.classes.map((cls) => ({ card, cls })));
  let answered = 0;
  await eachLimited(asks, LIVE_CONCURRENCY, async ({ card, cls }) => {
    const result = await rail.availability.availability({
      trainNumber: card.trainNumber,
      from: card.departure.station,
      to: card.arrival.station,
      date,
      classCode: cls.classCode as Parameters<typeof estimateFare>[0]["classCode"],
      quota: "GN",
    });
    if (!result.ok) return;
    answered += 1;
    cls.status = result.status;
    cls.updated = result.updatedAt;
    cls.chance = result.chancePercent;
  });
  return answered > 0;
}

/** The trains from one station to another on a date (YYYY-MM-DD at the boarding station). */
export async function searchTrains(
  rail: RailServices,
  query: { from: Station; to: Station; date: string },
): Promise<TrainSearch> {
  const trains = findJourneys(rail.timetable, {
    from: query.from.code,
    to: query.to.code,
    date: query.date,
  }).map(present);
  const live =
    rail.availability.name !== "offline" && trains.length > 0
      ? await addAvailability(rail, query.date, trains)
      : false;
  return { ...query, trains, compiledOn: rail.timetable.compiledOn ?? "", live };
}
