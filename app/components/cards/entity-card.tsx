import { Link } from "react-router";
import type { ImageData } from "../../lib/types.ts";
import { Icon } from "../icon.tsx";
import { Photo } from "../photo.tsx";
import { type Rated, RatingBadge } from "./rating-badge.tsx";

/** A short fact shown as a pill under a card's subtitle, such as a hotel's price band. */
export type CardLabel = { text: string; description?: string };

type Props = {
  href: string;
  name: string;
  subtitle: string;
  description?: string;
  /** The entity's rating and whose it is: pass the city, place or hotel itself. */
  rating: Rated;
  image: ImageData;
  /** The button text; the spec's cards say 'Explore {name}'. */
  action?: string;
  label?: CardLabel;
};

/**
 * How wide a photo shows in the card grid (GRID: one, two or three columns, at most 1232 pixels of
 * content), so the browser fetches the width it needs and no more (issue 9).
 */
export const CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** A city, place or hotel as a card: photo, name, where, rating and a link to its page. */
export function EntityCard({
  href,
  name,
  subtitle,
  description,
  rating,
  image,
  action,
  label,
}: Props) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md">
      <Photo image={image} sizes={CARD_SIZES} className="aspect-[3/2] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-xl font-semibold leading-snug">{name}</h3>
          <RatingBadge {...rating} />
        </div>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <Icon className="size-3.5">
            <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
            <circle cx="12" cy="10" r="3" />
          </Icon>
          {subtitle}
        </p>
        {label ? (
          <p className="mt-2">
            <span
              className="inline-flex items-center rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200"
              data-testid="card-label"
            >
              {label.text}
            </span>
            {label.description ? (
              <span className="ml-2 text-xs text-slate-600">{label.description}</span>
            ) : null}
          </p>
        ) : null}
        {description ? (
          <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{description}</p>
        ) : null}
        <Link
          to={href}
          className="mt-auto inline-flex w-fit items-center pt-4 text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          {action ?? `Explore ${name}`}
        </Link>
      </div>
    </article>
  );
}

/** The grey shape of a card while its data is on the way. */
export function SkeletonCard() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
      data-testid="skeleton-card"
    >
      <div className="aspect-[3/2] w-full animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

export const cityHref = (name: string) => `/city/${encodeURIComponent(name)}`;
export const placeHref = (name: string) => `/place/${encodeURIComponent(name)}`;
export const hotelHref = (name: string) => `/hotel/${encodeURIComponent(name)}`;
