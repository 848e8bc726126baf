import { Link } from "react-router";
import { LogoMark } from "../../components/nav-marks.tsx";

/** The trip page stands outside the shared layout (spec section 2): a slim bar home and back. */
export function TripHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <nav
        aria-label="Trip"
        className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-semibold">
          <LogoMark />
          Safarnama
        </Link>
        <Link
          to="/plantrip"
          className="ml-auto text-sm font-semibold text-teal-800 hover:underline"
        >
          ← Plan Trip
        </Link>
        <Link
          to={signedIn ? "/trips" : "/login"}
          className="text-sm font-semibold text-teal-800 hover:underline"
        >
          {signedIn ? "My trips" : "Sign in"}
        </Link>
      </nav>
    </header>
  );
}
