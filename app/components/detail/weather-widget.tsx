import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudRain,
  CloudSun,
  Droplets,
  Snowflake,
  Sun,
  Wind,
} from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import type { WeatherIcon, WeatherResult } from "../../../server/providers/weather/types.ts";

const ICONS: Record<WeatherIcon, typeof Sun> = {
  clear: Sun,
  "partly-cloudy": CloudSun,
  cloudy: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  thunderstorm: CloudLightning,
  snow: Snowflake,
};

export type WeatherView = { result: WeatherResult; message: string | undefined };

const dayName = (date: string) =>
  new Date(`${date}T12:00:00+05:30`).toLocaleDateString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  });

/**
 * The 4-day forecast: now, and the 'Next 3 Days Forecast'. It streams in after the page; when the
 * weather service fails or cannot be reached, the spec's message shows with the city's typical
 * weather for the season instead, and the rest of the page is unaffected.
 */
export function WeatherWidget({
  weather,
  typical,
}: {
  weather: Promise<WeatherView>;
  typical: string;
}) {
  return (
    <div
      className="rounded-3xl bg-gradient-to-br from-sky-700 to-indigo-900 p-6 text-white shadow-lg"
      data-testid="weather"
    >
      <Suspense fallback={<p className="animate-pulse text-sky-100">Loading the forecast…</p>}>
        <Await
          resolve={weather}
          errorElement={<Unavailable message="Error fetching weather data" typical={typical} />}
        >
          {(view) =>
            view.result.ok ? (
              <Report result={view.result} />
            ) : (
              <Unavailable message={view.message ?? ""} typical={typical} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}

function Unavailable({ message, typical }: { message: string; typical: string }) {
  return (
    <div>
      <p className="font-semibold" role="status">
        {message}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-sky-100">
        <span className="font-semibold text-white">Typical weather: </span>
        {typical}
      </p>
    </div>
  );
}

function Report({ result }: { result: Extract<WeatherResult, { ok: true }> }) {
  const { current, location, days, attribution } = result.report;
  const Icon = ICONS[current.icon];
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-sky-100">
            {location.name}, {location.region}, {location.country}
          </p>
          <p className="mt-1 text-5xl font-semibold">{Math.round(current.tempC)}°C</p>
          <p className="mt-1 text-lg">{current.condition}</p>
        </div>
        <Icon aria-hidden="true" className="size-16 text-amber-200" />
      </div>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-sky-100">
        <span className="inline-flex items-center gap-1">
          <Wind aria-hidden="true" className="size-4" /> Wind {Math.round(current.windKph)} km/h
        </span>
        <span className="inline-flex items-center gap-1">
          <Droplets aria-hidden="true" className="size-4" /> Humidity {current.humidity}%
        </span>
      </p>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-sky-100">
        Next 3 Days Forecast
      </h3>
      <ul className="mt-3 grid grid-cols-3 gap-3">
        {days.slice(1, 4).map((day) => {
          const DayIcon = ICONS[day.icon];
          return (
            <li key={day.date} className="rounded-2xl bg-white/10 p-3 text-center">
              <p className="text-xs text-sky-100">{dayName(day.date)}</p>
              <DayIcon aria-hidden="true" className="mx-auto mt-2 size-7" />
              <p className="mt-1 font-semibold">{Math.round(day.avgTempC)}°C</p>
              <p className="text-xs text-sky-100">{day.condition}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs text-sky-200">
        <a href={attribution.url} className="underline" rel="noopener noreferrer" target="_blank">
          {attribution.text}
        </a>
      </p>
    </div>
  );
}
