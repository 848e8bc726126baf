import type { Route } from "./+types/empty-section";

// /hero, /slider and /focus exist in the original route table with no content of their own.
export const meta: Route.MetaFunction = () => [
  { title: "Safarnama" },
  { name: "robots", content: "noindex" },
];

export default function EmptySection() {
  return <main id="main" className="min-h-[50vh]" />;
}
