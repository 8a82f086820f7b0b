// The notices module's public API: the only file other modules import. Server notices (Notice) shown to
// every fan after each navigation.
import "./notices.schema.ts";

export { getCurrentNotice, type CurrentNotice } from "./notices.service.ts";
