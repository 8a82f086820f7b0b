// The business-cooperation form shares the support namespace (its topics and answers): importing this
// module waits until it is loaded in the current language.
import { loadNamespace } from "../../i18n";

await loadNamespace("support");
