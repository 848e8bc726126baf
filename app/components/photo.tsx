import { useState } from "react";
import { preload } from "react-dom";
import type { ImageData } from "../lib/types.ts";

type Props = {
  image: ImageData;
  /** The `sizes` attribute: how wide the image shows, so the browser picks a fitting width. */
  sizes: string;
  className?: string;
  /**
   * The first screen's largest image: preloaded from `<head>` at high priority and loaded at once.
   * Every other photo loads lazily, so nothing else competes with it before the first paint.
   */
  priority?: boolean;
  width?: number;
  height?: number;
};

/**
 * A photograph in AVIF or WebP at the width the layout needs, that never shows a broken-image
 * icon: if it fails to load our placeholder art takes its place. React replays load errors that
 * happen before hydration, so this works for server-rendered images too.
 */
export function Photo({ image, sizes, className, priority, width = 960, height = 640 }: Props) {
  const [failed, setFailed] = useState(false);
  const sources = failed ? [] : image.sources;
  const first = sources[0];
  if (priority && first) {
    // React does not preload an image inside <picture>, not knowing which source the browser
    // takes; the first source (AVIF) is the one every current browser takes (issue 9).
    preload(image.src, {
      as: "image",
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
      fetchPriority: "high",
    });
  }
  const img = (
    <img
      src={failed ? image.placeholder : image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      onError={() => setFailed(true)}
      className={`bg-slate-200 object-cover ${className ?? ""}`}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** The credit line a shown photograph needs (author, licence, source). */
export function PhotoCredit({ image, className }: { image: ImageData; className?: string }) {
  if (!image.credit) return null;
  const { author, licence, licenceUrl, sourceUrl } = image.credit;
  return (
    <p className={`text-xs text-slate-500 ${className ?? ""}`}>
      Photo:{" "}
      <a
        href={sourceUrl}
        className="underline hover:text-slate-700"
        rel="noopener noreferrer"
        target="_blank"
      >
        {author}
      </a>
      ,{" "}
      {licenceUrl ? (
        <a
          href={licenceUrl}
          className="underline hover:text-slate-700"
          rel="noopener noreferrer license"
          target="_blank"
        >
          {licence}
        </a>
      ) : (
        licence
      )}
      , via Wikimedia Commons
    </p>
  );
}
