import { data } from "react-router";
import { newCitySchema } from "../../content/schema.ts";
import { CityExists, createCity } from "../../server/data/city-create.server.ts";
import type { RequestContext } from "../context.ts";
import { fieldErrors, formToCity } from "./city-form.ts";

/**
 * Who may add a city. Only editors may (spec section 6 leaves the route open; we do not:
 * docs/decisions/0011-add-city-editors-only.md). Editor accounts arrive with sign-in (issue 5);
 * until then nobody is one, and the form answers 403.
 */
export function isEditor(_services: RequestContext, _request: Request): boolean {
  return false;
}

export const EDITORS_ONLY = "Only editors can add cities. Editor accounts come with sign-in.";

export async function addCity(services: RequestContext, request: Request) {
  if (!isEditor(services, request))
    return data({ formError: EDITORS_ONLY, errors: {} }, { status: 403 });
  const parsed = newCitySchema.safeParse(formToCity(await request.formData()));
  if (!parsed.success) {
    return data(
      { formError: "Please correct the fields marked below.", errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  try {
    const slug = await createCity(services.db, parsed.data);
    services.cache.clear();
    return data({ formError: undefined, errors: {}, created: { slug, name: parsed.data.name } });
  } catch (error) {
    if (error instanceof CityExists)
      return data({ formError: error.message, errors: { name: error.message } }, { status: 409 });
    throw error;
  }
}
