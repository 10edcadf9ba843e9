/**
 * Specs of the interface alone (layout, keyboard, axe, the service worker): what they check does
 * not depend on the database behind the app. `.ci/run` leaves them out of its second run, on
 * PostgreSQL (`--grep-invert @ui-only`); they run on PGlite in `npm test`, on both viewports.
 */
export const UI_ONLY = '@ui-only';
