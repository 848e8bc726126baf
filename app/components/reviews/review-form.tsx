import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useActionData, useFetcher } from "react-router";
import {
  REVIEW_FAILED,
  REVIEW_MAX_LENGTH,
  REVIEW_NETWORK,
  REVIEW_SUCCESS,
} from "../../../common/review-messages.ts";
import { fieldErrorsOf } from "../../lib/form-values.ts";
import { notify } from "../../lib/toast-queue.ts";
import { StarPicker } from "./star-picker.tsx";
import type { ReviewResult } from "./types.ts";

/**
 * The review form. It posts to the page's own action: through a fetcher with JavaScript, which
 * says what the spec says (success clears the text; another answer says 'Something went wrong';
 * a failed request says 'Error submitting review'), and as a plain form without it.
 */
export function ReviewForm() {
  const fetcher = useFetcher<ReviewResult & { network?: boolean }>();
  const plain = useActionData<ReviewResult>();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(plain?.fieldErrors ?? {});
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      notify({ kind: "success", message: REVIEW_SUCCESS });
      form.current?.reset();
    } else {
      setErrors(result.fieldErrors ?? {});
      notify({ kind: "error", message: result.network ? REVIEW_NETWORK : REVIEW_FAILED });
    }
  }, [fetcher.state, fetcher.data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    // The server's own schema, loaded when a review is first sent (zod stays off the page).
    const { reviewInput } = await import("../../../common/review-form.ts");
    const parsed = reviewInput.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    formData.set("respond", "data");
    void fetcher.submit(formData, { method: "post" });
  };

  return (
    <Form
      method="post"
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="mb-8 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="review-form"
    >
      <input type="hidden" name="intent" value="create" />
      <StarPicker name="rating" error={errors.rating} />
      <div>
        <label htmlFor="review-text" className="field-label">
          Your review
        </label>
        <textarea
          id="review-text"
          name="review"
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          className="field-input"
          placeholder="What should other travellers know?"
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={errors.review ? "review-error" : undefined}
        />
        {errors.review ? (
          <p id="review-error" className="field-error" role="alert">
            {errors.review}
          </p>
        ) : null}
      </div>
      {plain?.formError && !errors.review && !errors.rating ? (
        <p role="alert" className="field-error">
          {plain.formError}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? "Submitting…" : "Submit Review"}
      </button>
    </Form>
  );
}
