import { useState } from "react";
import type { ImageData } from "../lib/types.ts";

type Props = {
  image: ImageData;
  /** The `sizes` attribute: how wide the image shows, so the browser picks a fitting width. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  width?: number;
  height?: number;
};

/**
 * A photograph that never shows a broken-image icon: if it fails to load (offline, or a file
 * gone missing) our placeholder art takes its place. React replays load errors that happen
 * before hydration, so this works for server-rendered images too.
 */
export function Photo({ image, sizes, className, priority, width = 960, height = 640 }: Props) {
  const [failed, setFailed] = useState(false);
  const src = failed ? image.placeholder : image.src;
  return (
    <img
      src={src}
      srcSet={failed ? undefined : (image.srcSet ?? undefined)}
      sizes={failed || !image.srcSet ? undefined : sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-slate-200 object-cover ${className ?? ""}`}
    />
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
