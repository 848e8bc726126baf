import { useId } from "react";
import { StarIcon } from "../icon.tsx";

/** A rating shown as five stars, read out as "N out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <p
      className="inline-flex items-center gap-0.5 text-amber-600"
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`size-4 ${n <= rating ? "fill-current" : "text-slate-300"}`} />
      ))}
    </p>
  );
}

/**
 * 1-5 stars as radio buttons in a labelled radio group: keyboard and screen readers use them as
 * they are. The group, not a fieldset, so that it can be marked invalid and described by its
 * error, which is announced as the text field's is (issue 9).
 */
export function StarPicker({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue?: number;
  error?: string;
}) {
  const id = useId();
  return (
    <>
      <div
        className="star-picker"
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <p id={`${id}-label`} className="field-label">
          Your rating
        </p>
        <div className="mt-1 flex flex-row-reverse justify-end gap-1">
          {[5, 4, 3, 2, 1].map((n) => (
            <span key={n}>
              <input
                type="radio"
                id={`${id}-${n}`}
                name={name}
                value={n}
                defaultChecked={defaultValue === n}
                className="peer sr-only"
              />
              <label htmlFor={`${id}-${n}`} className="star-label" title={`${n} of 5`}>
                <StarIcon className="size-7" />
                <span className="sr-only">
                  {n} star{n > 1 ? "s" : ""}
                </span>
              </label>
            </span>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
