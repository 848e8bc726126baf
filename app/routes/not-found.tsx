import { data } from "react-router";
import { NotFound } from "../components/not-found.tsx";

// Every path no other route claims: answered with HTTP 404 and the spec's 'Page Not Found'.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
