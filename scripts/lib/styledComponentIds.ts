// Oxc's styled-components transform, for the browser build and the prerender alike (vite.config.ts,
// scripts/lib/prerenderPlugin.ts). Without it, a styled component's id comes from a counter of the order in which
// components are defined, and the prerender's module graph defines them in another order than the browser's: every
// component hydrated under a class name other than the prerendered one, and styled-components generated and inserted
// its whole style sheet a second time while the page was taking input (each insertion restyles the document). With
// ids derived from the file and the component's place in it, the names match and the prerendered rules are reused.
// (The pitfall of babel-plugin-styled-components #246, with Oxc's port of that plugin.)
export const styledComponentsTransform = {
  styledComponents: {
    // Ids from the file and position: the same in every build of the same sources.
    ssr: true,
    // Class names stay the short hashes they were; a display name would only add bytes to every class attribute.
    displayName: false,
    fileName: false,
    // Both builds get the same CSS text, hence the same class names; the bundle gets it without whitespace.
    minify: true,
    pure: true,
  },
}
