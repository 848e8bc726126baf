import { useState } from "react";
import { Icon } from "../../components/icon.tsx";
import { Combobox } from "../../components/search/combobox.tsx";
import type { SuggestKind } from "../../lib/suggest.ts";

type Box = { name: string; label: string; placeholder: string; defaultValue: string };

/**
 * The From and To boxes with a button between them that swaps the two, as travellers expect of
 * any journey search.
 */
export function StationPair(props: {
  kind: Extract<SuggestKind, "station" | "airport">;
  from: Box;
  to: Box;
  emptyText: string;
}) {
  const [from, setFrom] = useState(props.from.defaultValue);
  const [to, setTo] = useState(props.to.defaultValue);
  return (
    <div className="grid items-end gap-3 md:grid-cols-[1fr_auto_1fr]">
      <Combobox
        kind={props.kind}
        name={props.from.name}
        label={props.from.label}
        placeholder={props.from.placeholder}
        emptyText={props.emptyText}
        value={from}
        onValueChange={setFrom}
        suggestOnFocus
      />
      <button
        type="button"
        className="mx-auto inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-amber-50"
        aria-label={`Swap ${props.from.label} and ${props.to.label}`}
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
      >
        <Icon>
          <path d="m16 3 4 4-4 4" />
          <path d="M20 7H4" />
          <path d="m8 21-4-4 4-4" />
          <path d="M4 17h16" />
        </Icon>
      </button>
      <Combobox
        kind={props.kind}
        name={props.to.name}
        label={props.to.label}
        placeholder={props.to.placeholder}
        emptyText={props.emptyText}
        value={to}
        onValueChange={setTo}
        suggestOnFocus
      />
    </div>
  );
}
