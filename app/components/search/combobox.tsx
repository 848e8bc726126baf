import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Suggestion, Suggestions, SuggestKind } from "../../lib/suggest.ts";
import { Photo } from "../photo.tsx";

/** How long typing may pause before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 120;

type Props = {
  label: string;
  placeholder: string;
  /** The form field the typed or chosen text is sent as; without JavaScript the server reads it. */
  name: string;
  kind: SuggestKind;
  /** What the list says when nothing matches: 'City not found', 'No stations found'. */
  emptyText: string;
  defaultValue?: string;
  /** Choosing an option with a link follows it (cities, places); otherwise the text is filled in. */
  onFollow?: (href: string) => void;
  /** Offer the list on focus, before anything is typed (the major stations, the six airports). */
  suggestOnFocus?: boolean;
  required?: boolean;
  inputClassName?: string;
  /** A controlled box (the From and To boxes, which a swap button exchanges). */
  value?: string;
  onValueChange?: (text: string) => void;
};

/**
 * A text box with a list of suggestions, following the WAI-ARIA combobox pattern (list
 * autocomplete): arrows move through the options, Enter chooses, Escape closes the list (and then
 * clears the box), and the count is announced. Suggestions come from /search/suggest, the same
 * search as /api/v1/search. Without JavaScript it is a plain text box the server reads.
 */
export function Combobox(props: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const fetcher = useFetcher<Suggestions>();
  const [ownText, setOwnText] = useState(props.defaultValue ?? "");
  const text = props.value ?? ownText;
  const setText = (next: string) => {
    setOwnText(next);
    props.onValueChange?.(next);
  };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const options = fetcher.data?.kind === props.kind ? fetcher.data.options : [];
  const asked = fetcher.data?.kind === props.kind ? fetcher.data.query : null;
  const showEmpty = open && asked !== null && asked !== "" && options.length === 0;

  const load = (query: string) => {
    window.clearTimeout(pending.current);
    fetcher.load(`/search/suggest?kind=${props.kind}&q=${encodeURIComponent(query)}`);
  };
  // While the traveller is still typing, wait: one request for the word, not one per letter.
  const pending = useRef<number | undefined>(undefined);
  const loadSoon = (query: string) => {
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => load(query), SUGGEST_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(pending.current), []);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const choose = (option: Suggestion) => {
    setOpen(false);
    setActive(-1);
    if (option.href && props.onFollow) {
      props.onFollow(option.href);
      return;
    }
    setText(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!fetcher.data) load(text);
        }
        if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case "Enter": {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  };

  const expanded = open && (options.length > 0 || showEmpty);
  return (
    <div className="relative">
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        required={props.required}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={`field-input ${props.inputClassName ?? ""}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          loadSoon(event.target.value);
        }}
        onFocus={() => {
          if (props.suggestOnFocus) {
            setOpen(true);
            if (!fetcher.data) load(text);
          }
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={props.label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[200px] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
      >
        {options.map((option, i) => (
          // The box keeps the focus and points at the active option (aria-activedescendant), so
          // options take no focus or keys of their own: the WAI-ARIA combobox pattern.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={option.value}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the box: a click chooses before the box's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-slate-900 ${
              i === active ? "bg-amber-100" : ""
            }`}
          >
            {option.image ? (
              <span className="size-10 shrink-0 overflow-hidden rounded-lg">
                <Photo
                  image={{ ...option.image, alt: "" }}
                  sizes="40px"
                  width={40}
                  height={40}
                  className="size-10"
                />
              </span>
            ) : null}
            <span className="min-w-0">
              <span className="block truncate font-medium">{option.label}</span>
              {option.detail ? (
                <span className="block truncate text-sm text-slate-500">{option.detail}</span>
              ) : null}
            </span>
          </div>
        ))}
        {showEmpty ? <p className="px-3 py-2 text-slate-600">{props.emptyText}</p> : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {open && asked
          ? options.length > 0
            ? `${options.length} suggestions`
            : props.emptyText
          : ""}
      </p>
    </div>
  );
}
