import { formatDay } from "../../../common/format.ts";
import { ADVANCE_RESERVATION_DAYS } from "../../../common/rail.ts";
import { TIMETABLE_NOTICE, type TrainCard as Train } from "../../../common/train-card.ts";
import { TrainCard } from "../../components/trains/train-card.tsx";
import type { TrainTabData } from "./train-tab.tsx";

/** The trains found, with the timetable's date and what is estimated on every result. */
export function TrainResult({ result }: { result: NonNullable<TrainTabData["result"]> }) {
  return (
    <>
      <p className="mt-2 text-slate-700">
        {result.from.name} ({result.from.code}) to {result.to.name} ({result.to.code}),{" "}
        {formatDay(result.date, "year")}: {result.trains.length}{" "}
        {result.trains.length === 1 ? "train" : "trains"}
      </p>
      <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
        {TIMETABLE_NOTICE(result.compiledOn)} Fares are our estimates from Indian Railways'
        published fare rules.{" "}
        {result.live
          ? "Seat availability comes from a live provider."
          : "We have no live availability: check seats on Indian Railways' site."}
      </p>
      {result.bookingOpens ? (
        <p className="mt-3 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
          Tickets for {formatDay(result.date, "year")} can be booked from{" "}
          {formatDay(result.bookingOpens, "year")}: Indian Railways opens bookings{" "}
          {ADVANCE_RESERVATION_DAYS} days ahead.
        </p>
      ) : null}
      {result.trains.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No train in our timetable calls at both stations in this order on that day. Try a nearby
          station (a city often has several) or another date.
        </p>
      ) : (
        <ol className="mt-6 space-y-5">
          {result.trains.map((train: Train) => (
            <li key={train.trainNumber}>
              <TrainCard train={train} notice={TIMETABLE_NOTICE(result.compiledOn)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
