import { Link } from "react-router";
import { withPlaces } from "../../common/format.ts";
import { cityHref } from "../components/cards/entity-card.tsx";
import { PriceBandNote } from "../components/cards/price-band.tsx";
import { Gallery } from "../components/detail/gallery.tsx";
import { PageHeader, Section } from "../components/detail/page-header.tsx";
import { reviewClientAction } from "../components/reviews/client-action.ts";
import { reviewAction } from "../components/reviews/review-action.server.ts";
import { Reviews } from "../components/reviews/reviews.tsx";
import { RouteError } from "../components/route-error.tsx";
import { appContext } from "../context.ts";
import { loadHotelPage } from "../lib/detail.server.ts";
import { hotelJsonLd } from "../lib/json-ld.ts";
import { pageMeta, summarise } from "../lib/meta.ts";
import type { Route } from "./+types/hotel";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? pageMeta({
        title: `${withPlaces(data.hotel.name, data.hotel.city.name)} · Safarnama`,
        description: summarise(data.hotel.about),
        url: data.canonical,
        image: data.shareImage,
        jsonLd: data.jsonLd,
      })
    : [{ title: "Hotel not found · Safarnama" }];

// The schema.org description is built here, on the server only: the page's metadata reads it
// from the loader's data, so its builder never ships to the browser.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadHotelPage(context.get(appContext), request, params.name);
  return { ...page, jsonLd: hotelJsonLd(page.hotel, page.canonical) };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return reviewAction(context.get(appContext), request, "hotel", params.name);
}

export const clientAction = reviewClientAction;

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { hotel, reviews, reviewPage, signedIn } = loaderData;
  const a = hotel.amenities;
  const groups = [
    ["Basic Facilities", a.basicFacilities],
    ["Food & Drinks", a.foodAndDrinks],
    ["Health & Wellness", a.healthAndWellness],
    ["Safety & Security", a.safetyAndSecurity],
    ["Common Areas", a.commonArea],
    ["Room Features", hotel.roomAmenities.roomFeatures],
    ["Bathroom Amenities", hotel.roomAmenities.bathroom],
  ] as const;
  return (
    <main id="main">
      <PageHeader
        image={hotel.image}
        title={withPlaces(hotel.name, hotel.city.name, hotel.city.state)}
        kicker={
          <Link to={cityHref(hotel.city.name)} className="hover:underline">
            Stay in {hotel.city.name}
          </Link>
        }
      />
      <div className="mx-auto max-w-7xl px-6">
        <p className="mt-8 rounded-2xl bg-sky-50 p-4 text-sky-900 ring-1 ring-sky-200" role="note">
          {hotel.note}
        </p>
        <PriceBandNote band={hotel.priceBand} />
        <Section id="about" title="About">
          <p className="max-w-4xl text-lg leading-relaxed text-slate-700">{hotel.about}</p>
          <div className="mt-6">
            <Gallery images={hotel.images} />
          </div>
        </Section>
        <Section id="address" title="Address">
          <address className="not-italic text-lg text-slate-700">{hotel.address}</address>
        </Section>
        <Section id="amenities" title="Amenities">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="amenities">
            {groups.map(([title, items]) => (
              <section
                key={title}
                aria-label={title}
                className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
              >
                <h3 className="font-semibold">{title}</h3>
                <ul className="mt-3 list-inside list-disc space-y-1 text-slate-700 marker:text-teal-600">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Section>
        <Section id="rules" title="Property Rules">
          <dl className="grid max-w-4xl gap-4 sm:grid-cols-2">
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="font-semibold">Check-in</dt>
              <dd className="mt-1 text-slate-700">{hotel.propertyRules.checkIn}</dd>
            </div>
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="font-semibold">Check-out</dt>
              <dd className="mt-1 text-slate-700">{hotel.propertyRules.checkOut}</dd>
            </div>
          </dl>
          <h3 className="mt-6 font-semibold">Other rules</h3>
          <ul className="mt-2 max-w-4xl list-inside list-disc space-y-1 text-slate-700">
            {hotel.propertyRules.otherRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Section>
        <Section id="reviews" title="Reviews">
          <Reviews reviews={reviews} signedIn={signedIn} page={reviewPage} />
        </Section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError message="Error loading hotel data." />;
}
