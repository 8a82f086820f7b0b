// The tickets namespace for shared components that speak it (the event page's body, also shown by the
// organiser console's preview): importing this module waits until it is loaded in the current language.
import { loadNamespace } from ".";

await loadNamespace("tickets");
