import { Bus, Plane, TrainFront } from "lucide-react";
import { GRID } from "../components/cards/card-grid.tsx";
import { EntityCard, hotelHref, placeHref } from "../components/cards/entity-card.tsx";
import { Fact, PageHeader, Section } from "../components/detail/page-header.tsx";
import { Seasons } from "../components/detail/seasons.tsx";
import { WeatherWidget } from "../components/detail/weather-widget.tsx";
import { LocationMap } from "../components/map/location-map.tsx";
import { reviewClientAction } from "../components/reviews/client-action.ts";
import { reviewAction } from "../components/reviews/review-action.server.ts";
import { Reviews } from "../components/reviews/reviews.tsx";
import { RouteError } from "../components/route-error.tsx";
import { appContext } from "../context.ts";
import { loadCityPage } from "../lib/detail.server.ts";
import { cityJsonLd } from "../lib/json-ld.ts";
import { pageMeta, summarise } from "../lib/meta.ts";
import type { Route } from "./+types/city";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? pageMeta({
        title: `${data.city.name}, ${data.city.state}: when to go, what to see · Safarnama`,
        description: summarise(data.city.description),
        url: data.canonical,
        image: data.shareImage,
        type: "place",
        jsonLd: cityJsonLd(data.city, data.canonical),
      })
    : [{ title: "City not found · Safarnama" }];

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCityPage(context.get(appContext), request, params.cityName);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return reviewAction(context.get(appContext), request, "city", params.cityName);
}

export const clientAction = reviewClientAction;

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, weather, typical, reviews, map, signedIn } = loaderData;
  return (
    <main id="main">
      <PageHeader
        image={city.image}
        title={city.name}
        kicker={city.state}
        description={city.description}
      />
      <div className="mx-auto max-w-7xl px-6">
        <div className="grid gap-10 py-6 lg:grid-cols-[1fr_22rem]">
          <Section id="best-time" title="Best time to visit">
            <Seasons bestTime={city.bestTime} seasons={city.seasons} />
          </Section>
          <Section id="weather" title="Weather">
            <WeatherWidget weather={weather} typical={typical} />
          </Section>
        </div>
        <Section id="hotels" title={`Hotels in ${city.name}`}>
          <div className={GRID}>
            {city.hotels.map((hotel) => (
              <EntityCard
                key={hotel.slug}
                href={hotelHref(hotel.name)}
                name={hotel.name}
                subtitle={hotel.address}
                rating={hotel}
                image={hotel.image}
                action={`View ${hotel.name}`}
              />
            ))}
          </div>
        </Section>
        <Section id="places" title={`Places to visit in ${city.name}`}>
          <div className={GRID}>
            {city.places.map((place) => (
              <EntityCard
                key={place.slug}
                href={placeHref(place.name)}
                name={place.name}
                subtitle={place.suggestedDuration}
                description={place.description}
                rating={place}
                image={place.image}
              />
            ))}
          </div>
        </Section>
        <Section id="overview" title={city.overview.title}>
          <p className="max-w-4xl text-lg leading-relaxed text-slate-700">
            {city.overview.history}
          </p>
          <table className="mt-6 w-full max-w-4xl text-left" data-testid="overview-table">
            <tbody className="divide-y divide-slate-200">
              {[
                ["State", city.state],
                ["Tourist Places", city.overview.touristPlaces],
                ["Famous For", city.overview.famousFor],
                ["Weather", city.overview.weather],
              ].map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="w-48 py-3 pr-6 align-top font-semibold">
                    {label}
                  </th>
                  <td className="py-3 leading-relaxed text-slate-700">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section id="how-to-reach" title="How to Reach">
          <div className="grid gap-8 lg:grid-cols-2">
            <dl>
              <Fact term="By Air">
                <Plane aria-hidden="true" className="mr-2 inline size-4 text-teal-700" />
                {city.howToReach.byAir}
              </Fact>
              <Fact term="By Rail">
                <TrainFront aria-hidden="true" className="mr-2 inline size-4 text-teal-700" />
                {city.howToReach.byRail}
              </Fact>
              <Fact term="By Road">
                <Bus aria-hidden="true" className="mr-2 inline size-4 text-teal-700" />
                {city.howToReach.byRoad}
              </Fact>
            </dl>
            <LocationMap
              latitude={city.latitude}
              longitude={city.longitude}
              label={city.name}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              zoom={12}
            />
          </div>
        </Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <Section id="food" title="Food to Try">
            <ul className="space-y-4">
              {city.foodToTry.map((food) => (
                <li key={food.name}>
                  <h3 className="font-semibold">{food.name}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{food.description}</p>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="buy" title="Things to Buy">
            <ul className="space-y-4">
              {city.thingsToBuy.map((thing) => (
                <li key={thing.heading}>
                  <h3 className="font-semibold">{thing.heading}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{thing.description}</p>
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <Section id="conclusion" title="Conclusion">
          <p className="max-w-4xl text-lg leading-relaxed text-slate-700">{city.conclusion}</p>
        </Section>
        <Section id="reviews" title="Reviews">
          <Reviews reviews={reviews} signedIn={signedIn} />
        </Section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError message="Error loading city data." />;
}
