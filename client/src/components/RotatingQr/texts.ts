// The QR code's words are in the entry namespace: importing this module waits until it is loaded.
import { loadNamespace } from "../../i18n";

await loadNamespace("entry");
