// The legal pages' texts are their own lazy namespace, loaded before these pages render.
import { loadNamespace } from "../../i18n";

await loadNamespace("legal");
