/** A form's refusal as a whole, above its fields; nothing when there is none. */
export function FormError({
  message,
  className = "",
}: {
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-2xl bg-rose-50 p-4 text-rose-900 ring-1 ring-rose-200 ${className}`}
      data-testid="form-error"
    >
      {message}
    </p>
  );
}
