import { data } from "react-router";
import { newCitySchema } from "../../../content/schema.ts";
import { CityExists, createCity } from "../../../server/data/cities.server.ts";
import { isEditor } from "../../../server/data/profiles.server.ts";
import type { RequestContext } from "../../context.ts";
import { fieldErrors, formToCity } from "../../lib/city-form.ts";
import { readForm } from "../../lib/read-form.server.ts";
import { redirectWith } from "../../lib/session.server.ts";

export const EDITORS_ONLY = "Only editors can add cities. Ask an editor to promote your account.";
export const SIGN_IN_FIRST = "Please log in with an editor account to add a city.";

/**
 * The add-city form's action. Editors only (spec section 6 leaves the route open; we do not:
 * docs/decisions/0011-add-city-editors-only.md); the role is read from the database, not from the
 * session's cached copy, so a promotion or demotion counts at once.
 */
export async function addCity(services: RequestContext, request: Request) {
  const viewer = await services.viewer();
  if (!viewer) return data({ formError: SIGN_IN_FIRST, errors: {} }, { status: 401 });
  if (!(await isEditor(services.db, viewer.id)))
    return data({ formError: EDITORS_ONLY, errors: {} }, { status: 403 });
  const parsed = newCitySchema.safeParse(formToCity(await readForm(request)));
  if (!parsed.success) {
    return data(
      { formError: "Please correct the fields marked below.", errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  try {
    await createCity(services.db, parsed.data);
    return redirectWith(`/city/${encodeURIComponent(parsed.data.name)}`, { flash: "city-added" });
  } catch (error) {
    if (error instanceof CityExists)
      return data({ formError: error.message, errors: { name: error.message } }, { status: 409 });
    throw error;
  }
}
