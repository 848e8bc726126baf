import { Link } from "react-router";
import { cityHref } from "../components/cards/entity-card.tsx";
import { FactSourceNote } from "../components/detail/fact-source.tsx";
import { Gallery } from "../components/detail/gallery.tsx";
import { Fact, PageHeader, Section } from "../components/detail/page-header.tsx";
import { LocationMap } from "../components/map/location-map.tsx";
import { reviewClientAction } from "../components/reviews/client-action.ts";
import { reviewAction } from "../components/reviews/review-action.server.ts";
import { Reviews } from "../components/reviews/reviews.tsx";
import { RouteError } from "../components/route-error.tsx";
import { appContext } from "../context.ts";
import { loadPlacePage } from "../lib/detail.server.ts";
import { placeJsonLd } from "../lib/json-ld.ts";
import { pageMeta, summarise } from "../lib/meta.ts";
import type { Route } from "./+types/place";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? pageMeta({
        title: `${data.place.name}, ${data.place.city.name}: timings, tickets and tips · Safarnama`,
        description: summarise(data.place.description),
        url: data.canonical,
        image: data.shareImage,
        type: "place",
        jsonLd: data.jsonLd,
      })
    : [{ title: "Place not found · Safarnama" }];

// The schema.org description is built here, on the server only: the page's metadata reads it
// from the loader's data, so its builder never ships to the browser.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadPlacePage(context.get(appContext), request, params.placeName);
  return { ...page, jsonLd: placeJsonLd(page.place, page.canonical) };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return reviewAction(context.get(appContext), request, "place", params.placeName);
}

export const clientAction = reviewClientAction;

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { place, reviews, reviewPage, map, signedIn } = loaderData;
  return (
    <main id="main">
      <PageHeader
        image={place.image}
        title={place.name}
        kicker={
          <Link to={cityHref(place.city.name)} className="hover:underline">
            {place.city.name}, {place.city.state}
          </Link>
        }
      />
      <div className="mx-auto max-w-7xl px-6">
        <Section id="overview" title="Overview">
          <p className="max-w-4xl text-lg leading-relaxed text-slate-700">{place.description}</p>
          <Gallery images={place.images} />
        </Section>
        <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
          <div>
            <Section id="duration" title="Suggested Duration">
              <p className="text-lg text-slate-700">{place.suggestedDuration}</p>
            </Section>
            <Section id="expect" title="What to Expect">
              <p className="leading-relaxed text-slate-700">{place.whatToExpect}</p>
            </Section>
            <Section id="more" title="More About">
              <p className="leading-relaxed text-slate-700">{place.moreAbout}</p>
            </Section>
          </div>
          <div className="py-10">
            <LocationMap
              latitude={place.latitude}
              longitude={place.longitude}
              label={place.name}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              zoom={15}
            />
          </div>
        </div>
        <Section id="additional-info" title="Additional Info">
          <dl className="max-w-4xl">
            <Fact term="History">{place.history}</Fact>
            <Fact term="Highlights">{place.highlights}</Fact>
            <Fact term="Timings">
              {place.timings}
              <FactSourceNote source={place.sources?.timings} />
            </Fact>
            <Fact term="Entry Fee">
              {place.entryFee}
              <FactSourceNote source={place.sources?.entryFee} />
            </Fact>
            <Fact term="Restricted Items">{place.restrictedItems}</Fact>
          </dl>
          <p className="mt-4 text-sm text-slate-500">
            Timings and fees change: check with the site before you go.
          </p>
        </Section>
        <Section id="reviews" title="Reviews">
          <Reviews reviews={reviews} signedIn={signedIn} page={reviewPage} />
        </Section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError message="Error loading place data." />;
}
