import { useState } from "react";
import { Icon, type IconProps } from "../icon.tsx";
import { TextArea, TextField } from "./fields.tsx";

const Plus = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </Icon>
);

const Trash2 = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </Icon>
);

/**
 * A list of entries of two fields (food: name and description; things to buy: heading and
 * description) that the editor can add to and remove from. Without JavaScript the starting rows
 * are there and the form still works.
 */
export function EntryList(props: {
  name: string;
  legend: string;
  titleKey: string;
  titleLabel: string;
  addLabel: string;
  minimum: number;
  errors: Record<string, string>;
}) {
  const [rows, setRows] = useState(() => Array.from({ length: props.minimum }, (_, i) => i));
  const [next, setNext] = useState(props.minimum);
  const listError = props.errors[props.name];
  return (
    <div data-testid={`${props.name}-list`}>
      <ol className="grid gap-4">
        {rows.map((row, index) => (
          <li key={row} className="grid gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-slate-200">
            <div className="flex items-center justify-between">
              <p className="font-semibold">
                {props.legend} {index + 1}
              </p>
              <button
                type="button"
                className="inline-flex items-center gap-1 text-sm text-rose-700 hover:underline disabled:opacity-40"
                disabled={rows.length <= props.minimum}
                onClick={() => setRows((current) => current.filter((r) => r !== row))}
                aria-label={`Remove ${props.legend.toLowerCase()} ${index + 1}`}
              >
                <Trash2 className="size-4" /> Remove
              </button>
            </div>
            <TextField
              name={`${props.name}.${index}.${props.titleKey}`}
              label={props.titleLabel}
              error={props.errors[`${props.name}.${index}.${props.titleKey}`]}
            />
            <TextArea
              name={`${props.name}.${index}.description`}
              label="Description"
              rows={2}
              error={props.errors[`${props.name}.${index}.description`]}
            />
          </li>
        ))}
      </ol>
      {listError ? (
        <p className="mt-2 text-sm text-rose-700" role="alert">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        className="button-outline mt-4"
        onClick={() => {
          setRows((current) => [...current, next]);
          setNext((n) => n + 1);
        }}
      >
        <Plus className="size-4" /> {props.addLabel}
      </button>
    </div>
  );
}
