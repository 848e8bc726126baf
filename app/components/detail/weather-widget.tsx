import { Suspense } from "react";
import { Await } from "react-router";
import type { WeatherIcon, WeatherResult } from "../../../server/providers/weather/types.ts";
import { Icon, type IconComponent, type IconProps } from "../icon.tsx";

const Cloud = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z" />
  </Icon>
);

const CloudDrizzle = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242" />
    <path d="M8 19v1" />
    <path d="M8 14v1" />
    <path d="M16 19v1" />
    <path d="M16 14v1" />
    <path d="M12 21v1" />
    <path d="M12 16v1" />
  </Icon>
);

const CloudFog = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242" />
    <path d="M16 17H7" />
    <path d="M17 21H9" />
  </Icon>
);

const CloudLightning = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16.326A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 .5 8.973" />
    <path d="m13 12-3 5h4l-3 5" />
  </Icon>
);

const CloudRain = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242" />
    <path d="M16 14v6" />
    <path d="M8 14v6" />
    <path d="M12 16v6" />
  </Icon>
);

const CloudSun = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2v2" />
    <path d="m4.93 4.93 1.41 1.41" />
    <path d="M20 12h2" />
    <path d="m19.07 4.93-1.41 1.41" />
    <path d="M15.947 12.65a4 4 0 0 0-5.925-4.128" />
    <path d="M13 22H7a5 5 0 1 1 4.9-6H13a3 3 0 0 1 0 6Z" />
  </Icon>
);

const Droplets = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 16.3c2.2 0 4-1.83 4-4.05 0-1.16-.57-2.26-1.71-3.19S7.29 6.75 7 5.3c-.29 1.45-1.14 2.84-2.29 3.76S3 11.1 3 12.25c0 2.22 1.8 4.05 4 4.05z" />
    <path d="M12.56 6.6A10.97 10.97 0 0 0 14 3.02c.5 2.5 2 4.9 4 6.5s3 3.5 3 5.5a6.98 6.98 0 0 1-11.91 4.97" />
  </Icon>
);

const Snowflake = (props: IconProps) => (
  <Icon {...props}>
    <path d="m10 20-1.25-2.5L6 18" />
    <path d="M10 4 8.75 6.5 6 6" />
    <path d="m14 20 1.25-2.5L18 18" />
    <path d="m14 4 1.25 2.5L18 6" />
    <path d="m17 21-3-6h-4" />
    <path d="m17 3-3 6 1.5 3" />
    <path d="M2 12h6.5L10 9" />
    <path d="m20 10-1.5 2 1.5 2" />
    <path d="M22 12h-6.5L14 15" />
    <path d="m4 10 1.5 2L4 14" />
    <path d="m7 21 3-6-1.5-3" />
    <path d="m7 3 3 6h4" />
  </Icon>
);

const Sun = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2" />
    <path d="M12 20v2" />
    <path d="m4.93 4.93 1.41 1.41" />
    <path d="m17.66 17.66 1.41 1.41" />
    <path d="M2 12h2" />
    <path d="M20 12h2" />
    <path d="m6.34 17.66-1.41 1.41" />
    <path d="m19.07 4.93-1.41 1.41" />
  </Icon>
);

const Wind = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12.8 19.6A2 2 0 1 0 14 16H2" />
    <path d="M17.5 8a2.5 2.5 0 1 1 2 4H2" />
    <path d="M9.8 4.4A2 2 0 1 1 11 8H2" />
  </Icon>
);

const ICONS: Record<WeatherIcon, IconComponent> = {
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
        <Icon className="size-16 text-amber-200" />
      </div>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-sky-100">
        <span className="inline-flex items-center gap-1">
          <Wind className="size-4" /> Wind {Math.round(current.windKph)} km/h
        </span>
        <span className="inline-flex items-center gap-1">
          <Droplets className="size-4" /> Humidity {current.humidity}%
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
              <DayIcon className="mx-auto mt-2 size-7" />
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
