import { asOfLabel, type FactSource } from "../../../common/fact-sources.ts";

/** A changeable fact's provenance under it: 'As of Feb 2026 · Source: ASI' (issue 13). */
export function FactSourceNote({ source }: { source: FactSource | undefined }) {
  if (!source) return null;
  return (
    <span className="mt-1 block text-sm text-slate-500">
      As of {asOfLabel(source.asOf)} · Source:{" "}
      <a
        href={source.url}
        className="underline decoration-slate-300 underline-offset-2 hover:text-slate-800"
        rel="noopener noreferrer external"
        target="_blank"
      >
        {source.source}
      </a>
    </span>
  );
}
