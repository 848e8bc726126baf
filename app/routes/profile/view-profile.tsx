import { Link } from "react-router";
import type { Profile } from "../../../server/data/profiles.server.ts";
import { Icon, type IconProps } from "../../components/icon.tsx";

const Pencil = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
    <path d="m15 5 4 4" />
  </Icon>
);

export function ViewProfile({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ["Email", profile.email],
    ["First name", profile.firstName],
    ["Last name", profile.lastName],
    ["Phone", profile.phoneNumber],
  ];
  return (
    <>
      <dl className="divide-y divide-slate-100" data-testid="profile-view">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-3">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="break-words sm:col-span-2">
              {value || <span className="text-slate-400">Not given</span>}
            </dd>
          </div>
        ))}
      </dl>
      <Link to="?edit" className="button-primary mt-6" preventScrollReset>
        <Pencil className="size-4" /> Edit Profile
      </Link>
    </>
  );
}
