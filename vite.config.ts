import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The browser's framework code (React, React DOM, React Router) in one chunk instead of a dozen:
// over HTTP/1.1 each file costs a round trip on a slow phone network (decision 0010).
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

// Our components and helpers that several pages share, with their icons, in one chunk too; not
// what loads later on purpose (the sign-in modal, toasts, the review schema: they bring zod or
// react-toastify, which no page needs at first).
const SHARED_APP = /[\\/]app[\\/](components|lib)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;
const LOADED_LATER = /auth-modal|toast-host|review-form|account-forms|city-form|social-buttons/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                {
                  name: "shared",
                  test: (id: string) => SHARED_APP.test(id) && !LOADED_LATER.test(id),
                  minShareCount: 4,
                },
              ],
            },
          },
        },
  },
}));
