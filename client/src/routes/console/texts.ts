// The console's texts are their own lazy namespace (with errors and validation): importing this module
// waits until they are loaded in the current language.
import { loadNamespace } from "../../i18n";

await loadNamespace("console");
