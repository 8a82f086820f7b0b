// The fairness report's words are in the queue namespace: importing this module waits until it is loaded.
import { loadNamespace } from "../../i18n";

await loadNamespace("queue");
