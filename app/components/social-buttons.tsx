/**
 * Social sign-in: one button per configured provider. Each is a plain form, so it works without
 * JavaScript: our /auth/social action asks better-auth for the provider's address and redirects
 * there; the provider sends the person back to /api/auth/.../callback, then to `back`.
 */
export function SocialButtons({
  providers,
  back,
}: {
  providers: { id: string; name: string }[];
  back: string;
}) {
  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <form key={provider.id} method="post" action="/auth/social">
          <input type="hidden" name="provider" value={provider.id} />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className="button-outline w-full justify-center">
            Continue with {provider.name}
          </button>
        </form>
      ))}
    </div>
  );
}
