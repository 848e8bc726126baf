import type { SVGProps } from "react";

// Brand marks drawn as simple glyphs of our own (lucide no longer ships brand icons).

type IconProps = SVGProps<SVGSVGElement>;

function Glyph({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="currentColor"
      aria-hidden="true"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const FacebookIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z"
  />
);

export const XIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M4 3h4.6l4.1 5.8L17.7 3H20l-6.2 7.3L21 21h-4.6l-4.4-6.3L6.6 21H4.3l6.6-7.7z"
  />
);

export const WhatsAppIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2c0 1.3.9 2.5 1 2.7.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3z"
  />
);

export const LinkedInIcon = (props: IconProps) => (
  <Glyph
    {...props}
    d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3zM9 8.5h2.9v1.7h.1c.4-.8 1.4-1.9 3.2-1.9 3.4 0 4 2.2 4 5.1V21h-3v-6.8c0-1.6 0-3.7-2.3-3.7-2.2 0-2.6 1.7-2.6 3.6V21H9z"
  />
);
