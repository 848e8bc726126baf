// The logo and the signed-out avatar, drawn inline rather than loaded as images: the first paint
// then needs no image request but the first screen's photo (issue 9). Same art as
// public/favicon.svg and public/images/avatar.svg.

export function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f172a" />
      <circle cx="32" cy="28" r="12" fill="#f59e0b" />
      <path d="M6 50 L22 34 L32 44 L42 30 L58 50 Z" fill="#14b8a6" />
      <path d="M6 50 H58 V58 H6Z" fill="#0d9488" />
    </svg>
  );
}

export function AvatarMark() {
  return (
    <svg
      viewBox="0 0 72 72"
      width={36}
      height={36}
      aria-hidden="true"
      className="size-9 rounded-full ring-2 ring-amber-500/70"
      data-testid="avatar-mark"
    >
      <rect width="72" height="72" fill="#fde68a" />
      <circle cx="36" cy="28" r="13" fill="#92400e" />
      <path d="M12 72c2-15 12-24 24-24s22 9 24 24Z" fill="#92400e" />
    </svg>
  );
}
