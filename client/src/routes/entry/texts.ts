// The entry pages' texts are their own lazy namespace (tickets, transfers, QR codes, gate, entry guide).
import { loadNamespace } from "../../i18n";

await loadNamespace("entry");
