// The account namespace (field words such as "Show", "Send code", and the account and settings pages'
// texts): importing this module waits until it is loaded in the current language. Shared components
// that speak it (fields, the e-mailed code step, the avatar picker) import it themselves.
import { loadNamespace } from ".";

await loadNamespace("account");
