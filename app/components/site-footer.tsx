import { Link, useLocation } from "react-router";
import { todayInIndia } from "../../common/dates.ts";
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XIcon } from "./social-icons.tsx";

/** '2025–2026': from the year Safarnama began to this year in India. */
export function copyrightYears(today: string = todayInIndia()): string {
  const year = today.slice(0, 4);
  return year > "2025" ? `2025–${year}` : "2025";
}

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/cities", label: "Trending Cities" },
  { to: "/places", label: "Famous Attractions" },
  { to: "/PlanTripCategory", label: "Trip Ideas" },
  { to: "/plantrip", label: "Plan a Trip" },
  { to: "/search", label: "Search" },
] as const;

// We have no social accounts to point at, so the icons share the page being read instead of
// linking to a profile that does not exist (docs/decisions/0006-footer-social-links.md).
function shareLinks(pageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent("Found this on Safarnama, a travel planner for India");
  return [
    {
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      Icon: FacebookIcon,
    },
    { label: "Share on X", href: `https://x.com/intent/post?url=${url}&text=${text}`, Icon: XIcon },
    {
      label: "Share on WhatsApp",
      href: `https://wa.me/?text=${text}%20${url}`,
      Icon: WhatsAppIcon,
    },
    {
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      Icon: LinkedInIcon,
    },
  ];
}

export function SiteFooter({ siteUrl }: { siteUrl: string }) {
  const { pathname } = useLocation();
  const social = shareLinks(`${siteUrl}${pathname}`);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-display text-2xl font-semibold text-white">
            Safarnama
          </h2>
          <p className="mt-3 text-sm leading-relaxed">
            An open-source travel planner for India: cities, places and stays worth the journey,
            written by people who love the road.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Share this page">
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-amber-500 hover:text-slate-950"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-amber-400 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className="lg:col-span-2">
          <h2 id="footer-newsletter" className="font-semibold text-white">
            Newsletter
          </h2>
          <p className="mt-3 max-w-md text-sm leading-relaxed">
            One letter a season: where the weather is kind, which festivals are coming up, and a
            quieter corner of India we think you will love. No offers, no noise.
          </p>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-5 text-sm text-slate-400">
          {`© ${copyrightYears()} Safarnama. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
