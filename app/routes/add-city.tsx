import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { MONTHS, newCitySchema, TRIP_CATEGORY_SLUGS } from "../../content/schema.ts";
import { EntryList } from "../components/form/entry-list.tsx";
import { FieldSet, SelectField, TextArea, TextField } from "../components/form/fields.tsx";
import { FormError } from "../components/form/form-error.tsx";
import { ListPage } from "../components/list-page.tsx";
import { appContext } from "../context.ts";
import { addCity } from "../lib/add-city.server.ts";
import { fieldErrors, formToCity } from "../lib/city-form.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/add-city";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Add a city · Safarnama", description: "Editors add a city to Safarnama." }),
  { name: "robots", content: "noindex" },
];

export function action({ context, request }: Route.ActionArgs) {
  return addCity(context.get(appContext), request);
}

const SEASONS = [
  ["peak", "Peak season"],
  ["moderate", "Moderate season"],
  ["off", "Off season"],
] as const;

export default function AddCity() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>();
  const errors: Record<string, string> =
    clientErrors ?? (result?.errors as Record<string, string> | undefined) ?? {};
  const e = (name: string) => errors[name];
  return (
    <ListPage
      eyebrow="Editors"
      title="Add a city"
      intro="Only editors can add cities. Every field is required, and the city appears on the site as soon as it is saved."
    >
      <FormError message={clientErrors ? undefined : result?.formError} className="mb-6" />
      <Form
        method="post"
        noValidate
        className="grid gap-8"
        onSubmit={(event) => {
          // The same schema the server uses, for messages before anything is sent.
          const parsed = newCitySchema.safeParse(formToCity(new FormData(event.currentTarget)));
          if (parsed.success) return setClientErrors(undefined);
          event.preventDefault();
          setClientErrors(fieldErrors(parsed.error));
        }}
      >
        <FieldSet legend="The city">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label="City name" error={e("name")} />
            <TextField name="state" label="State or union territory" error={e("state")} />
          </div>
          <TextArea name="description" label="Description" error={e("description")} />
          <TextField name="bestTime" label="Best time to visit" error={e("bestTime")} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="latitude"
              label="Latitude"
              type="number"
              step="any"
              error={e("latitude")}
              hint="Inside India, e.g. 22.36"
            />
            <TextField
              name="longitude"
              label="Longitude"
              type="number"
              step="any"
              error={e("longitude")}
              hint="Inside India, e.g. 75.40"
            />
            <TextField
              name="rating"
              label="Editorial rating (0 to 5)"
              type="number"
              step="0.1"
              error={e("rating")}
            />
          </div>
        </FieldSet>
        <FieldSet legend="Seasons">
          {SEASONS.map(([key, label]) => (
            <div key={key} className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr]">
              <SelectField
                name={`seasons.${key}.start`}
                label={`${label} starts`}
                options={MONTHS}
                error={e(`seasons.${key}.start`)}
              />
              <SelectField
                name={`seasons.${key}.end`}
                label={`${label} ends`}
                options={MONTHS}
                error={e(`seasons.${key}.end`)}
              />
              <TextField
                name={`seasons.${key}.description`}
                label={`${label}: what it is like`}
                error={e(`seasons.${key}.description`)}
              />
            </div>
          ))}
        </FieldSet>
        <FieldSet legend="Overview">
          <TextField name="overview.title" label="Title" error={e("overview.title")} />
          <TextArea
            name="overview.history"
            label="History"
            rows={4}
            error={e("overview.history")}
          />
          <TextField
            name="overview.touristPlaces"
            label="Tourist places"
            error={e("overview.touristPlaces")}
          />
          <TextField name="overview.famousFor" label="Famous for" error={e("overview.famousFor")} />
          <TextField name="overview.weather" label="Weather" error={e("overview.weather")} />
        </FieldSet>
        <FieldSet legend="How to reach">
          <TextArea name="howToReach.byAir" label="By air" error={e("howToReach.byAir")} />
          <TextArea name="howToReach.byRail" label="By rail" error={e("howToReach.byRail")} />
          <TextArea name="howToReach.byRoad" label="By road" error={e("howToReach.byRoad")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="howToReach.nearestAirport"
              label="Nearest airport (IATA code)"
              error={e("howToReach.nearestAirport")}
              hint="e.g. IDR"
            />
            <TextField
              name="howToReach.nearestStation"
              label="Nearest station (code)"
              error={e("howToReach.nearestStation")}
              hint="e.g. INDB"
            />
          </div>
        </FieldSet>
        <FieldSet legend="Food to try">
          <EntryList
            name="foodToTry"
            legend="Food"
            titleKey="name"
            titleLabel="Dish"
            addLabel="Add a food"
            minimum={3}
            errors={errors}
          />
        </FieldSet>
        <FieldSet legend="Things to buy">
          <EntryList
            name="thingsToBuy"
            legend="Thing to buy"
            titleKey="heading"
            titleLabel="Heading"
            addLabel="Add a thing to buy"
            minimum={3}
            errors={errors}
          />
        </FieldSet>
        <FieldSet legend="Trip categories and photo">
          <div>
            <p className="text-sm font-semibold text-slate-800">Categories that fit</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {TRIP_CATEGORY_SLUGS.map((slug) => (
                <label key={slug} className="inline-flex items-center gap-2">
                  <input type="checkbox" name="categories" value={slug} className="size-4" />
                  {slug.replaceAll("-", " ")}
                </label>
              ))}
            </div>
            {e("categories") ? (
              <p className="mt-1 text-sm text-rose-700" role="alert">
                {e("categories")}
              </p>
            ) : null}
          </div>
          <TextField
            name="image.wikipedia"
            label="Photo: English Wikipedia article whose lead photo shows the city"
            error={e("image.wikipedia")}
          />
          <TextField
            name="image.alt"
            label="What the photo shows (alt text)"
            error={e("image.alt")}
          />
        </FieldSet>
        <TextArea name="conclusion" label="Conclusion" error={e("conclusion")} />
        <div>
          <button
            type="submit"
            className="button-primary"
            disabled={navigation.state === "submitting"}
          >
            Add city
          </button>
        </div>
      </Form>
    </ListPage>
  );
}
