import { MONTHS, TRIP_CATEGORY_SLUGS } from "../../../content/schema.ts";
import { FieldSet, SelectField, TextArea, TextField } from "../../components/form/fields.tsx";

// The add-city form's field groups; `e` gives a field's error message by its form name.

type ErrorOf = (name: string) => string | undefined;

const SEASONS = [
  ["peak", "Peak season"],
  ["moderate", "Moderate season"],
  ["off", "Off season"],
] as const;

export function TheCityFields({ e }: { e: ErrorOf }) {
  return (
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
  );
}

export function SeasonsFields({ e }: { e: ErrorOf }) {
  return (
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
  );
}

export function OverviewFields({ e }: { e: ErrorOf }) {
  return (
    <FieldSet legend="Overview">
      <TextField name="overview.title" label="Title" error={e("overview.title")} />
      <TextArea name="overview.history" label="History" rows={4} error={e("overview.history")} />
      <TextField
        name="overview.touristPlaces"
        label="Tourist places"
        error={e("overview.touristPlaces")}
      />
      <TextField name="overview.famousFor" label="Famous for" error={e("overview.famousFor")} />
      <TextField name="overview.weather" label="Weather" error={e("overview.weather")} />
    </FieldSet>
  );
}

export function HowToReachFields({ e }: { e: ErrorOf }) {
  return (
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
  );
}

export function CategoriesAndPhotoFields({ e }: { e: ErrorOf }) {
  return (
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
      <TextField name="image.alt" label="What the photo shows (alt text)" error={e("image.alt")} />
    </FieldSet>
  );
}
