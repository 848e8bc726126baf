import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ImageData } from "../../lib/types.ts";
import { Icon } from "../icon.tsx";
import { Photo, PhotoCredit } from "../photo.tsx";

// Incredible India's paragliding film on Wikimedia Commons (CC BY 3.0), its 480p VP9 transcode.
const VIDEO =
  "https://upload.wikimedia.org/wikipedia/commons/transcoded/6/68/Choose_Your_Own_Adventure_-_Paragliding_-_India.webm/Choose_Your_Own_Adventure_-_Paragliding_-_India.webm.480p.vp9.webm";
const VIDEO_PAGE =
  "https://commons.wikimedia.org/wiki/File:Choose_Your_Own_Adventure_-_Paragliding_-_India.webm";

/**
 * The home hero: 'Explore the World' and one of the six sentences, over a looping muted film.
 * Its poster is the first slide's photograph, the first screen's one image (issue 9), over a
 * painted gradient that shows alone when there is no photo. The film fades in only once it is
 * actually playing (never offline, with reduced motion or data saver), so nothing shifts.
 */
export function Hero({
  tagline,
  videoEnabled,
  photo,
}: {
  tagline: string;
  videoEnabled: boolean;
  photo: ImageData | undefined;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element || !videoEnabled) return;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData =
      (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (calm || saveData || !element.canPlayType('video/webm; codecs="vp9"')) return;
    element.src = VIDEO;
    element.play().catch(() => {});
  }, [videoEnabled]);

  return (
    <section className="hero relative isolate -mt-16 flex min-h-[88vh] items-center overflow-hidden pt-16 text-white">
      {photo?.credit ? (
        <Photo
          image={photo}
          priority
          sizes="100vw"
          width={1280}
          height={720}
          className={`absolute inset-0 -z-20 h-full w-full transition-opacity duration-1000 ${playing ? "opacity-0" : "opacity-50"}`}
        />
      ) : null}
      <video
        ref={video}
        className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-1000 ${playing ? "opacity-60" : "opacity-0"}`}
        muted
        loop
        playsInline
        preload="none"
        tabIndex={-1}
        aria-hidden="true"
        onPlaying={() => setPlaying(true)}
      />
      <div className="mx-auto w-full max-w-7xl px-6 py-24">
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-amber-300">Safarnama</p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight sm:text-7xl">
          Explore the World
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl" data-testid="hero-tagline">
          {tagline}
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/PlanTripCategory" className="button-primary">
            Find a trip idea{" "}
            <Icon className="size-4">
              <path d="M5 12h14" />
              <path d="m12 5 7 7-7 7" />
            </Icon>
          </Link>
          <Link to="/plantrip" className="button-ghost">
            Plan a journey
          </Link>
        </div>
      </div>
      {playing ? (
        <p className="absolute right-4 bottom-3 text-xs text-white/70">
          Film:{" "}
          <a href={VIDEO_PAGE} className="underline" rel="noopener noreferrer" target="_blank">
            Incredible India
          </a>
          , CC BY 3.0
        </p>
      ) : photo ? (
        <PhotoCredit
          image={photo}
          className="absolute right-4 bottom-3 text-white/70 [&_a]:text-white/80"
        />
      ) : null}
    </section>
  );
}
