import { data } from "react-router";

// Every page action reads its form here (issue 10, item 3): a body that is not a form (JSON,
// plain text, none at all), a multipart body that cannot be parsed, or text holding a NUL
// character (PostgreSQL cannot store one) is answered with a 4xx and a clear message, never a 500.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A refused body: shown by the route's error boundary with its status. */
export type BadForm = { message: string };

const refuse = (status: number, message: string) => data<BadForm>({ message }, { status });

/** The request's form, or a thrown 400/415 response saying what was wrong with it. */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((accepted) => type.startsWith(accepted)))
    throw refuse(415, "This page takes a form (urlencoded or multipart), nothing else.");
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    // A body over the size limit is the limit's answer, not ours.
    if (error instanceof Response) throw error;
    throw refuse(400, "The form could not be read.");
  }
  for (const [, value] of form) {
    if (typeof value === "string" && value.includes("\u0000"))
      throw refuse(400, "The form holds a character that text cannot contain (NUL).");
  }
  return form;
}
