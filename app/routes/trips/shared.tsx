import { data, Link } from "react-router";
import { addDays } from "../../../common/dates.ts";
import { formatDay } from "../../../common/format.ts";
import { getSharedTrip } from "../../../server/data/trips.server.ts";
import { presentImage } from "../../../server/presenters/present.ts";
import { ListPage } from "../../components/list-page.tsx";
import { appContext } from "../../context.ts";
import { pageMeta, summarise } from "../../lib/meta.ts";
import { pagePresenter } from "../../lib/presenter.server.ts";
import { absoluteUrl, canonicalUrl } from "../../lib/site.server.ts";
import { tripHref } from "../plantrip/trip-href.ts";
import type { Route } from "./+types/shared";

// A trip's read-only public page (issue 12): whoever has the unguessable link may read it; once
// its owner revokes the link it is 404 at once, so nothing keeps a copy.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const shareId = params.shareId ?? "";
  const trip = /^[A-Za-z0-9_-]{16,64}$/.test(shareId)
    ? await getSharedTrip(services.db, shareId)
    : undefined;
  if (!trip)
    throw data(
      { message: "This shared trip does not exist, or its owner stopped sharing it." },
      { status: 404 },
    );
  const catalogue = services.catalogue.current();
  const from = catalogue.citiesBySlug.get(trip.from);
  const to = catalogue.citiesBySlug.get(trip.to);
  const stopName = (stop: (typeof trip.days)[number]["stops"][number]) =>
    stop.kind === "note"
      ? { name: stop.text, href: null }
      : stop.kind === "place"
        ? { name: catalogue.placesBySlug.get(stop.slug)?.name ?? stop.slug, href: "place" }
        : { name: catalogue.hotelsBySlug.get(stop.slug)?.name ?? stop.slug, href: "hotel" };
  const image = to ? presentImage(pagePresenter(services), to.images[0], "city", to.name) : null;
  return {
    canonical: canonicalUrl(services, request),
    image: image ? absoluteUrl(services, request, image.src) : undefined,
    title: trip.title,
    from: from?.name ?? trip.from,
    to: to?.name ?? trip.to,
    startDate: trip.startDate,
    travellers: trip.travellers,
    days: trip.days.map((day, i) => ({
      date: trip.startDate ? addDays(trip.startDate, i) : null,
      stops: day.stops.map((stop) => {
        const shown = stopName(stop);
        return {
          kind: stop.kind,
          time: stop.time,
          name: shown.name,
          href: shown.href ? `/${shown.href}/${encodeURIComponent(shown.name)}` : null,
        };
      }),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Shared trip not found · Safarnama" }];
  const { title, from, to, days } = loaderData;
  const places = days.flatMap((d) => d.stops.filter((s) => s.kind !== "note").map((s) => s.name));
  return [
    ...pageMeta({
      title: `${title}: ${from} to ${to} in ${days.length} ${days.length === 1 ? "day" : "days"} · Safarnama`,
      description: summarise(
        places.length > 0
          ? `A ${days.length}-day trip from ${from} to ${to}: ${places.join(", ")}.`
          : `A trip from ${from} to ${to}, planned on Safarnama.`,
      ),
      url: loaderData.canonical,
      image: loaderData.image,
      type: "article",
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SharedTrip({ loaderData: trip }: Route.ComponentProps) {
  return (
    <ListPage
      eyebrow="A shared trip"
      title={trip.title}
      intro={`${trip.from} to ${trip.to} · ${trip.days.length} ${trip.days.length === 1 ? "day" : "days"} · ${trip.travellers} ${trip.travellers === 1 ? "traveller" : "travellers"}`}
    >
      <ol className="grid gap-4 md:grid-cols-2">
        {trip.days.map((day, i) => (
          <li
            key={day.date ?? i}
            className="break-inside-avoid rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="font-display text-2xl font-semibold">
              Day {i + 1}
              {day.date ? (
                <span className="ml-2 text-base font-normal text-slate-600">
                  {formatDay(day.date, "long")}
                </span>
              ) : null}
            </h2>
            {day.stops.length === 0 ? (
              <p className="mt-2 text-slate-600">A free day.</p>
            ) : (
              <ol className="mt-3 space-y-2">
                {day.stops.map((stop, j) => (
                  <li key={`${stop.kind}-${stop.name}-${stop.time}`} className="flex gap-3">
                    <span className="grid size-7 shrink-0 place-items-center rounded-full bg-teal-700 text-sm font-bold text-white">
                      {j + 1}
                    </span>
                    <span>
                      {stop.time ? <strong className="mr-2">{stop.time}</strong> : null}
                      {stop.href ? (
                        <Link to={stop.href} className="font-medium hover:underline">
                          {stop.name}
                        </Link>
                      ) : (
                        <span className={stop.kind === "note" ? "italic" : ""}>{stop.name}</span>
                      )}
                      {stop.kind === "hotel" ? (
                        <span className="ml-2 text-sm text-slate-500">(hotel)</span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-10 print:hidden">
        <Link to={tripHref(trip.from, trip.to)} className="button-primary">
          Plan your own {trip.from} to {trip.to} trip
        </Link>
      </p>
    </ListPage>
  );
}
