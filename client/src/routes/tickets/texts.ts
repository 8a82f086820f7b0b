// The ticket pages' texts are their own lazy namespace: importing this module (every such page does)
// waits until they are loaded in the current language. Errors and validation texts come with them.
import { loadNamespace } from "../../i18n";

await loadNamespace("tickets");
