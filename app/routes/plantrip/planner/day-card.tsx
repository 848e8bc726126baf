import { useState } from "react";
import { Link } from "react-router";
import { addDays } from "../../../../common/dates.ts";
import { formatDay } from "../../../../common/format.ts";
import {
  addStop,
  moveStop,
  moveStopDown,
  moveStopUp,
  removeDay,
  removeStop,
  type StopRef,
  setStopTime,
} from "../../../../common/itinerary.ts";
import type { TripDay, TripPlan } from "../../../../common/trip.ts";
import { PinsMap } from "../../../components/map/pins-map.tsx";
import { type Lookups, showDay } from "./stops.ts";
import type { PlanEdit } from "./use-trip-plan.ts";

const DRAG_TYPE = "application/x-safarnama-stop";

const moveButtonId = (ref: StopRef, direction: "up" | "down") =>
  `stop-${ref.day}-${ref.index}-${direction}`;

/**
 * A keyboard user moves a stop with its button: the focus follows the stop to where it went (the
 * rows are keyed by position, so it would otherwise stay on whichever stop took its place).
 */
function followFocus(plan: TripPlan, from: StopRef, direction: "up" | "down") {
  // Sizes before the move: a stop moved up from a day's start lands after the previous day's last.
  const size = (day: number) => plan.days[day]?.stops.length ?? 0;
  const to =
    direction === "up"
      ? from.index > 0
        ? { day: from.day, index: from.index - 1 }
        : { day: from.day - 1, index: size(from.day - 1) }
      : from.index < size(from.day) - 1
        ? { day: from.day, index: from.index + 1 }
        : { day: from.day + 1, index: 0 };
  requestAnimationFrame(() => document.getElementById(moveButtonId(to, direction))?.focus());
}

const dayDate = (startDate: string | null, day: number) =>
  startDate ? formatDay(addDays(startDate, day)) : null;

type Props = {
  day: TripDay;
  index: number;
  dayCount: number;
  startDate: string | null;
  selected: boolean;
  onSelect: () => void;
  edit: (change: PlanEdit) => void;
  lookups: Lookups;
  map: { tileUrl: string; attribution: string };
  cityName: string;
};

/**
 * One day of the plan: its stops in order, each movable with buttons (keyboard) or by dragging,
 * the estimated time between them, a warning when the day holds too much, and its map.
 */
export function DayCard(props: Props) {
  const { day, index, edit, lookups } = props;
  const [note, setNote] = useState("");
  const shown = showDay(day, lookups);
  const date = dayDate(props.startDate, index);
  const dropAt = (event: React.DragEvent, to: StopRef) => {
    const from = event.dataTransfer.getData(DRAG_TYPE);
    if (!from) return;
    event.preventDefault();
    const [fromDay, fromIndex] = from.split(":").map(Number);
    edit((plan) => moveStop(plan, { day: fromDay ?? -1, index: fromIndex ?? -1 }, to));
  };
  const pins = shown.stops.flatMap((stop, i) =>
    stop.lat !== null && stop.lng !== null
      ? [{ lat: stop.lat, lng: stop.lng, label: stop.name, number: i + 1 }]
      : [],
  );

  return (
    <section
      aria-labelledby={`day-${index}`}
      data-testid={`day-${index + 1}`}
      className={`break-inside-avoid rounded-2xl bg-white p-4 shadow-sm ring-1 print:shadow-none ${
        props.selected ? "ring-2 ring-amber-500" : "ring-slate-200"
      }`}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => dropAt(event, { day: index, index: day.stops.length })}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`day-${index}`} className="font-display text-xl font-semibold">
          Day {index + 1}
          {date ? <span className="ml-2 text-base font-normal text-slate-600">{date}</span> : null}
        </h3>
        <div className="ml-auto flex gap-2 print:hidden">
          <button
            type="button"
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:border-amber-500 aria-pressed:bg-amber-100"
            aria-pressed={props.selected}
            onClick={props.onSelect}
          >
            {props.selected ? "Adding here" : "Add here"}
          </button>
          {props.dayCount > 1 ? (
            <button
              type="button"
              className="rounded-full border border-slate-300 px-3 py-1 text-sm"
              aria-label={`Remove day ${index + 1}`}
              onClick={() => edit((plan) => removeDay(plan, index))}
            >
              Remove day
            </button>
          ) : null}
        </div>
      </header>
      {shown.stops.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing planned yet: add places or a hotel from {props.cityName}'s lists.
        </p>
      ) : (
        <ol className="mt-3 space-y-2">
          {shown.stops.map((stop, i) => {
            const ref = { day: index, index: i };
            const leg = shown.legBefore[i];
            const label = stop.stop.kind === "note" ? "note" : stop.name;
            return (
              <li
                // A stop has no identity but its place in the day; its row keeps no state.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                draggable
                onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, `${index}:${i}`)}
                onDrop={(event) => {
                  event.stopPropagation();
                  dropAt(event, ref);
                }}
              >
                {leg !== null && leg !== undefined ? (
                  <p className="mb-1 pl-9 text-xs text-slate-500">≈ {leg} min by road (estimate)</p>
                ) : null}
                <div className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-2">
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 cursor-grab place-items-center rounded-full bg-teal-700 text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div className="min-w-[10rem] flex-1">
                    {stop.href ? (
                      <Link to={stop.href} className="font-medium hover:underline">
                        {stop.name}
                      </Link>
                    ) : (
                      <span className={stop.stop.kind === "note" ? "italic" : "font-medium"}>
                        {stop.name}
                      </span>
                    )}
                    <span className="block text-xs text-slate-500">
                      {stop.stop.kind === "hotel"
                        ? "Hotel"
                        : stop.stop.kind === "note"
                          ? "Note"
                          : stop.visitMinutes
                            ? `About ${Math.round(stop.visitMinutes / 30) / 2} h here`
                            : "Place"}
                    </span>
                  </div>
                  <div className="ml-auto flex items-center gap-1">
                    <input
                      type="time"
                      aria-label={`Time for ${label}`}
                      value={stop.stop.time ?? ""}
                      onChange={(event) =>
                        edit((plan) => setStopTime(plan, ref, event.target.value || null))
                      }
                      className={`w-28 rounded-lg border border-slate-300 px-2 py-1 text-sm print:border-0 ${stop.stop.time ? "" : "print:hidden"}`}
                    />
                    <div className="flex gap-1 print:hidden">
                      <button
                        type="button"
                        id={moveButtonId(ref, "up")}
                        className="size-8 rounded-full border border-slate-300"
                        aria-label={`Move ${label} up`}
                        onClick={() =>
                          edit((plan) => {
                            const result = moveStopUp(plan, ref);
                            if (result.ok) followFocus(plan, ref, "up");
                            return result;
                          })
                        }
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        id={moveButtonId(ref, "down")}
                        className="size-8 rounded-full border border-slate-300"
                        aria-label={`Move ${label} down`}
                        onClick={() =>
                          edit((plan) => {
                            const result = moveStopDown(plan, ref);
                            if (result.ok) followFocus(plan, ref, "down");
                            return result;
                          })
                        }
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="size-8 rounded-full border border-slate-300"
                        aria-label={`Remove ${label}`}
                        onClick={() => edit((plan) => removeStop(plan, ref))}
                      >
                        ×
                      </button>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {shown.load.message ? (
        <p
          role="status"
          className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          {shown.load.message}
        </p>
      ) : null}
      <form
        className="mt-3 flex gap-2 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) return;
          edit((plan) => addStop(plan, index, { kind: "note", text: note }));
          setNote("");
        }}
      >
        <label htmlFor={`note-${index}`} className="sr-only">
          A note for day {index + 1}
        </label>
        <input
          id={`note-${index}`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={500}
          placeholder="Add a note: lunch at…, the 4 pm train…"
          className="field-input mt-0 flex-1 text-sm"
        />
        <button type="submit" className="button-outline px-4 py-1.5 text-sm">
          Add note
        </button>
      </form>
      {pins.length > 0 ? (
        <PinsMap
          pins={pins}
          label={`Map of day ${index + 1}`}
          tileUrl={props.map.tileUrl}
          attribution={props.map.attribution}
          className="mt-3 print:hidden"
        />
      ) : null}
    </section>
  );
}
