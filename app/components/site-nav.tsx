import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CloseIcon, Icon } from "./icon.tsx";
import { AvatarMark, LogoMark } from "./nav-marks.tsx";

// The sign-up and login modal loads when the avatar is first clicked.
const AuthModal = lazy(() => import("./auth-modal/auth-modal.tsx"));

export type NavAccount = { name: string; photo: string | null; role: string } | null;

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/search", label: "Search" },
  { to: "/PlanTripCategory", label: "Trip Category" },
  { to: "/plantrip", label: "Plan Trip" },
] as const;

/** True once the page is scrolled down at all (the spec's 'scroll offset above 0'). */
function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

export function SiteNav({
  account,
  socialProviders,
}: {
  account: NavAccount;
  socialProviders: { id: string; name: string }[];
}) {
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState(false);
  const location = useLocation();
  // Following a link closes the burger menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => {
    setOpen(false);
    setModal(false);
  }, [location.pathname]);

  return (
    <header
      data-scrolled={scrolled}
      className={`site-nav fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        scrolled
          ? "bg-slate-900 text-white shadow-lg shadow-slate-900/20"
          : "bg-stone-50/90 text-slate-900 backdrop-blur"
      }`}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Link
          to="/"
          className="flex items-center gap-2 font-display text-2xl font-semibold tracking-tight"
        >
          <LogoMark />
          Safarnama
        </Link>
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-full md:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <CloseIcon />
          ) : (
            <Icon>
              <path d="M4 5h16" />
              <path d="M4 12h16" />
              <path d="M4 19h16" />
            </Icon>
          )}
        </button>
        <ul
          id="main-menu"
          className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-16 flex-col gap-1 px-4 pb-4 shadow-lg md:static md:ml-auto md:flex md:flex-row md:items-center md:gap-2 md:p-0 md:shadow-none ${
            scrolled ? "bg-slate-900" : "bg-stone-50 md:bg-transparent"
          }`}
        >
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className="nav-link">
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            {account ? (
              <NavLink
                to="/profile"
                className="nav-link inline-flex items-center gap-2 md:p-1"
                data-testid="account-link"
              >
                {account.photo ? (
                  <img
                    src={account.photo}
                    alt=""
                    width={36}
                    height={36}
                    loading="lazy"
                    className="size-9 rounded-full object-cover ring-2 ring-amber-500/70"
                  />
                ) : (
                  <AvatarMark />
                )}
                <span>{account.name}</span>
              </NavLink>
            ) : (
              // A link to /login without JavaScript; with it, the sign-up and login modal.
              <NavLink
                to="/login"
                className="nav-link inline-flex items-center gap-2 md:p-1"
                aria-haspopup="dialog"
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  setOpen(false);
                  setModal(true);
                }}
              >
                <AvatarMark />
                <span className="md:sr-only">Sign in</span>
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
      {modal ? (
        <Suspense fallback={null}>
          <AuthModal socialProviders={socialProviders} onClose={() => setModal(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
