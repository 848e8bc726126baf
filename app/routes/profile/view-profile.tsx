import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Profile } from "../../../server/data/profiles.server.ts";

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
        <Pencil aria-hidden="true" className="size-4" /> Edit Profile
      </Link>
    </>
  );
}
