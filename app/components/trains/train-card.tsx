import { formatDay, formatRupees } from "../../../common/format.ts";
import { chanceLevel, classCardTone } from "../../../common/rail-classes.ts";
import type { TrainCard as Train, TrainClassCard } from "../../../common/train-card.ts";

const TONES = {
  available: "bg-emerald-50 ring-emerald-300",
  waitlist: "bg-rose-50 ring-rose-300",
  tatkal: "bg-violet-50 ring-violet-300",
  plain: "bg-slate-50 ring-slate-200",
} as const;

const clockOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

function Stop({ label, stop }: { label: string; stop: Train["departure"] }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className="font-display text-2xl font-semibold">{stop.time}</p>
      <p className="text-sm text-slate-600">{formatDay(stop.date)}</p>
      <p className="text-sm font-medium">
        {stop.stationName} <span className="text-slate-500">| {stop.station}</span>
      </p>
    </div>
  );
}

function ClassCard({
  card,
  index,
  bookingUrl,
}: {
  card: TrainClassCard;
  index: number;
  bookingUrl: string;
}) {
  const tone = classCardTone(card.status, card.className, index);
  return (
    <li data-tone={tone} className={`rounded-xl p-3 ring-1 ${TONES[tone]}`}>
      <p className="font-semibold">{card.className}</p>
      {card.price !== null ? (
        <p className="mt-1">
          <span className="font-display text-xl font-semibold">{formatRupees(card.price)}</span>{" "}
          <span className="text-xs text-slate-600">Estimated fare</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Fare on booking</p>
      )}
      {card.status ? (
        <div className="mt-1 text-sm">
          <p className="font-semibold">{card.status}</p>
          {card.updated ? (
            <p className="text-xs text-slate-600">Updated {clockOf(card.updated)}</p>
          ) : null}
          {card.chance !== null ? (
            <span
              data-level={chanceLevel(card.chance)}
              className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                chanceLevel(card.chance) === "high"
                  ? "bg-emerald-600 text-white"
                  : "bg-amber-400 text-slate-950"
              }`}
            >
              Chance {card.chance}%
            </span>
          ) : null}
        </div>
      ) : (
        <a
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block text-sm font-semibold text-teal-800 underline"
        >
          Check availability
        </a>
      )}
    </li>
  );
}

const TIMES_NOTE = {
  published: null,
  ends: "Times between its first and last stations are our estimates.",
  approximate: "Times are approximate: check them before you travel.",
} as const;

/** One train: the spec's card (name, number, days, departure, arrival, duration, classes, Book Now). */
export function TrainCard({ train, notice }: { train: Train; notice: string }) {
  return (
    <article
      aria-labelledby={`train-${train.trainNumber}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`train-${train.trainNumber}`} className="text-xl font-semibold">
          {train.trainName} <span className="text-slate-500">({train.trainNumber})</span>
        </h3>
        <p className="text-sm text-slate-600">
          <span className="rounded-full bg-teal-50 px-2 py-0.5 font-semibold text-teal-900">
            {train.brand ?? train.type}
          </span>{" "}
          Runs on: {train.runsOn}
        </p>
      </header>
      <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-start gap-3">
        <Stop label="Departs" stop={train.departure} />
        <div className="pt-5 text-center text-sm text-slate-600">
          <p className="font-semibold text-slate-900">{train.duration}</p>
          <p>{train.distanceKm} km</p>
        </div>
        <div className="text-right">
          <Stop label="Arrives" stop={train.arrival} />
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {train.classes.map((card, i) => (
          <ClassCard key={card.classCode} card={card} index={i} bookingUrl={train.bookingUrl} />
        ))}
      </ul>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          {TIMES_NOTE[train.times] ? `${TIMES_NOTE[train.times]} ` : ""}
          {notice}
        </p>
        <a
          href={train.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="button-primary py-2"
        >
          Book Now
          <span className="sr-only">
            {" "}
            {train.trainName} on Indian Railways' site (opens in a new tab)
          </span>
        </a>
      </footer>
    </article>
  );
}
