import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The browser's framework code (React, React DOM, React Router) in one chunk instead of a dozen:
// over HTTP/1.1 each file costs a round trip on a slow phone network (decision 0010). Vite's
// preload helper goes with it: every page loads it, and on its own it was one more file.
// (Rolldown's runtime, the CommonJS interop helpers, stays a file of its own: the bundler places
// it itself and no group can claim it.)
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|^\0vite\/preload-helper\.js$/;

// Our code that every page loads (what the root and the site layout import) and what most pages
// show (cards, photos, list pages, page metadata, form errors), in one chunk too: by name, not by
// how many pages import it, so that a module the layout needs does not end up in a file of its
// own. Not in it: what loads later on purpose (the sign-in modal, toasts, the review schema, which
// bring zod or react-toastify), nor what only a few pages use (maps, reviews, galleries).
const SHARED_APP =
  /[\\/]app[\\/](components[\\/](error-page|not-found|route-error|icon|photo|list-page|cards[\\/][^\\/]+|form[\\/]form-error)|lib[\\/](meta|toast-queue|trip-category|form-values))\.tsx?$/;

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
                { name: "shared", test: SHARED_APP },
              ],
            },
          },
        },
  },
}));
