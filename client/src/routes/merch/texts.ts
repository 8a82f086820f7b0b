// The merch pages' texts are their own lazy namespace: importing this module (every merch page does)
// waits until they are loaded in the current language.
import { loadNamespace } from "../../i18n";

await loadNamespace("merch");
