import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { newCitySchema } from "../../../content/schema.ts";
import { EntryList } from "../../components/form/entry-list.tsx";
import { FieldSet, TextArea } from "../../components/form/fields.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { ListPage } from "../../components/list-page.tsx";
import { appContext } from "../../context.ts";
import { fieldErrors, formToCity } from "../../lib/city-form.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/route";
import { addCity } from "./add-city.server.ts";
import {
  CategoriesAndPhotoFields,
  HowToReachFields,
  OverviewFields,
  SeasonsFields,
  TheCityFields,
} from "./city-fields.tsx";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Add a city · Safarnama", description: "Editors add a city to Safarnama." }),
  { name: "robots", content: "noindex" },
];

export function action({ context, request }: Route.ActionArgs) {
  return addCity(context.get(appContext), request);
}

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
        <TheCityFields e={e} />
        <SeasonsFields e={e} />
        <OverviewFields e={e} />
        <HowToReachFields e={e} />
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
        <CategoriesAndPhotoFields e={e} />
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
