// The fairness page's words are in the queue namespace (beside the waiting room's and the report's):
// importing this module waits until it is loaded in the current language.
import { loadNamespace } from "../../i18n";

await loadNamespace("queue");
