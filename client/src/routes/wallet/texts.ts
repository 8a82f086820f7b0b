// The wallet and payment pages' texts are their own lazy namespace ("wallet"); importing this module
// waits until they are loaded, as do the account texts the forms reuse.
import { loadNamespace } from "../../i18n";

await Promise.all([loadNamespace("wallet"), loadNamespace("account")]);
