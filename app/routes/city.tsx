import { GRID } from "../components/cards/card-grid.tsx";
import { EntityCard, hotelHref, placeHref } from "../components/cards/entity-card.tsx";
import { priceBandLabel } from "../components/cards/price-band.tsx";
import { Fact, PageHeader, Section } from "../components/detail/page-header.tsx";
import { Seasons } from "../components/detail/seasons.tsx";
import { WeatherWidget } from "../components/detail/weather-widget.tsx";
import { Icon, type IconProps } from "../components/icon.tsx";
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

const Bus = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 6v6" />
    <path d="M15 6v6" />
    <path d="M2 12h19.6" />
    <path d="M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3" />
    <circle cx="7" cy="18" r="2" />
    <path d="M9 18h5" />
    <circle cx="16" cy="18" r="2" />
  </Icon>
);

const Plane = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
  </Icon>
);

const TrainFront = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 3.1V7a4 4 0 0 0 8 0V3.1" />
    <path d="m9 15-1-1" />
    <path d="m15 15 1-1" />
    <path d="M9 19c-2.8 0-5-2.2-5-5v-4a8 8 0 0 1 16 0v4c0 2.8-2.2 5-5 5Z" />
    <path d="m8 19-2 3" />
    <path d="m16 19 2 3" />
  </Icon>
);

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? pageMeta({
        title: `${data.city.name}, ${data.city.state}: when to go, what to see · Safarnama`,
        description: summarise(data.city.description),
        url: data.canonical,
        image: data.shareImage,
        type: "place",
        jsonLd: data.jsonLd,
      })
    : [{ title: "City not found · Safarnama" }];

// The schema.org description is built here, on the server only: the page's metadata reads it
// from the loader's data, so its builder never ships to the browser.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadCityPage(context.get(appContext), request, params.cityName);
  return { ...page, jsonLd: cityJsonLd(page.city, page.canonical) };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return reviewAction(context.get(appContext), request, "city", params.cityName);
}

export const clientAction = reviewClientAction;

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, weather, typical, reviews, reviewPage, map, signedIn } = loaderData;
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
                label={priceBandLabel(hotel.priceBand)}
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
                <Plane className="mr-2 inline size-4 text-teal-700" />
                {city.howToReach.byAir}
              </Fact>
              <Fact term="By Rail">
                <TrainFront className="mr-2 inline size-4 text-teal-700" />
                {city.howToReach.byRail}
              </Fact>
              <Fact term="By Road">
                <Bus className="mr-2 inline size-4 text-teal-700" />
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
          <Reviews reviews={reviews} signedIn={signedIn} page={reviewPage} />
        </Section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError message="Error loading city data." />;
}
