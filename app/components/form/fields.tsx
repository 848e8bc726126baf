import type { ReactNode } from "react";

type Common = { name: string; label: string; error?: string; hint?: string };

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-xl border bg-white px-3 py-2 text-slate-900 shadow-sm ${error ? "border-rose-500 ring-1 ring-rose-500" : "border-slate-300"}`;

function Wrapper({ name, label, error, hint, children }: Common & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-rose-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (name: string, error?: string, hint?: string) =>
  [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ") || undefined;

/** A labelled text input with its message beside it. */
export function TextField(props: Common & { type?: string; step?: string; defaultValue?: string }) {
  return (
    <Wrapper {...props}>
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        step={props.step}
        required
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described(props.name, props.error, props.hint)}
        className={inputClass(props.error)}
      />
    </Wrapper>
  );
}

export function TextArea(props: Common & { rows?: number }) {
  return (
    <Wrapper {...props}>
      <textarea
        id={props.name}
        name={props.name}
        rows={props.rows ?? 3}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described(props.name, props.error, props.hint)}
        className={inputClass(props.error)}
      />
    </Wrapper>
  );
}

export function SelectField(props: Common & { options: readonly string[] }) {
  return (
    <Wrapper {...props}>
      <select
        id={props.name}
        name={props.name}
        required
        defaultValue=""
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described(props.name, props.error, props.hint)}
        className={inputClass(props.error)}
      >
        <option value="" disabled>
          Choose…
        </option>
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Wrapper>
  );
}

/** A titled group of fields. */
export function FieldSet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <legend className="px-2 font-display text-xl font-semibold">{legend}</legend>
      <div className="grid gap-4">{children}</div>
    </fieldset>
  );
}
