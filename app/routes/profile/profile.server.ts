import { data } from "react-router";
import { saveProfile } from "../../../server/data/profiles.server.ts";
import { processPhoto } from "../../../server/images/profile-photo.server.ts";
import type { RequestContext } from "../../context.ts";
import { profileSchema } from "../../lib/account-forms.ts";
import { type FieldErrors, fieldErrorsOf, formValues } from "../../lib/form-values.ts";
import { isTooLarge, readForm } from "../../lib/read-form.server.ts";
import { redirectWith, requireViewer } from "../../lib/session.server.ts";
import { PROFILE_FAILED } from "./messages.ts";

/** Saves the profile form: names and phone by the shared schema, a photo checked by content. */
export async function updateProfile(services: RequestContext, request: Request) {
  const viewer = await requireViewer(services, request);
  // The photo may be up to 5 MB; the form around it gets 1 MB more.
  let form: FormData;
  try {
    form = await readForm(request, {
      limit: 6 * 1024 * 1024,
      tooLarge: "The photo must be at most 5 MB.",
    });
  } catch (error) {
    if (isTooLarge(error))
      return data(
        {
          formError: `${PROFILE_FAILED}: the photo must be at most 5 MB.`,
          fieldErrors: { photo: "The photo must be at most 5 MB." },
        },
        { status: 413, headers: { Connection: "close" } },
      );
    throw error;
  }
  const parsed = profileSchema.safeParse(formValues(form));
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const upload = form.get("photo");
  let photo: Awaited<ReturnType<typeof processPhoto>> | undefined;
  if (upload instanceof File && upload.size > 0) {
    photo = await processPhoto(upload);
    if (!photo.ok) fieldErrors.photo = photo.message;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return data({ formError: PROFILE_FAILED, fieldErrors }, { status: 400 });
  }
  try {
    await saveProfile(services.db, viewer.id, {
      ...parsed.data,
      photo: photo?.ok ? photo.photo : undefined,
    });
  } catch (error) {
    services.logger.error({ err: error }, "profile update failed");
    return data({ formError: PROFILE_FAILED, fieldErrors: {} }, { status: 500 });
  }
  return redirectWith("/profile", { flash: "profile-saved" });
}
