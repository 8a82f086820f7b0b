// The queue screen's texts are their own lazy namespace: importing this module (the queue page and the
// event page's waiting-room link do) waits until they are loaded in the current language.
import { loadNamespace } from "../../i18n";

await loadNamespace("queue");
