/**
 * The dev overlay's texts (components/errors/ContentErrorOverlay.tsx): for authors running `npm run dev`, never for
 * readers; only the server renders them, in development.
 */
export interface ContentErrorTexts {
  title: string;
  /** How the overlay goes away, and what the page shows meanwhile. */
  hint: string;
}
