// index.html may show a static outline of the home page before any script runs (see
// server/src/modules/events/home-shell.ts). The app removes it once it has painted its own page.
export function removeHomeShell(): void {
  document.querySelector("body > .home-shell")?.remove();
}
