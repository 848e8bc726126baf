import { FLIGHT_REQUIRED } from "../../../common/flights.ts";
import { FlightResult, type FlightResultData } from "./flight-result.tsx";
import type { PopularRoute } from "./popular-routes.tsx";
import { DateField, SearchForm } from "./search-form.tsx";
import { StationPair } from "./station-pair.tsx";

export type FlightTabData = {
  form: {
    from: string;
    to: string;
    departDate: string;
    adults: string;
    children: string;
    infants: string;
    flightClass: string;
  };
  message: string | null;
  minDate: string;
  maxDate: string;
  cabins: { code: string; label: string }[];
  result: FlightResultData | null;
  popular: PopularRoute[];
};

function NumberField(props: {
  id: string;
  name: string;
  label: string;
  min: number;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={9}
        defaultValue={props.value}
        className="field-input w-24"
      />
    </div>
  );
}

/** The flight tab: the spec's form, then 'Available Flights' or, without a provider, what we know. */
export function FlightTab({ data }: { data: FlightTabData }) {
  return (
    <SearchForm
      tab="flight"
      required={["from", "to", "departDate", "adults"]}
      requiredMessage={FLIGHT_REQUIRED}
      message={data.message}
      heading="Available Flights"
      results={data.result ? <FlightResult result={data.result} /> : null}
      popular={data.popular}
      fields={
        <>
          <StationPair
            kind="airport"
            emptyText="No airports found"
            from={{
              name: "from",
              label: "From Airport",
              placeholder: "City, airport or code",
              defaultValue: data.form.from,
            }}
            to={{
              name: "to",
              label: "To Airport",
              placeholder: "City, airport or code",
              defaultValue: data.form.to,
            }}
          />
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <DateField
              id="depart-date"
              name="departDate"
              label="Depart date"
              min={data.minDate}
              max={data.maxDate}
              value={data.form.departDate}
            />
            <NumberField
              id="adults"
              name="adults"
              label="Adults"
              min={1}
              value={data.form.adults}
            />
            <NumberField
              id="children"
              name="children"
              label="Childrens"
              min={0}
              value={data.form.children}
            />
            <NumberField
              id="infants"
              name="infants"
              label="Infants"
              min={0}
              value={data.form.infants}
            />
            <div>
              <label htmlFor="flight-class" className="field-label">
                Class
              </label>
              <select
                id="flight-class"
                name="flightClass"
                defaultValue={data.form.flightClass}
                className="field-input"
              >
                {data.cabins.map((cabin) => (
                  <option key={cabin.code} value={cabin.code}>
                    {cabin.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button-primary">
              Search Flights
            </button>
          </div>
        </>
      }
    />
  );
}
