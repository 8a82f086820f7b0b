// The notices module's public API: the only file other modules import. Server notices (Notice) shown to
// every fan after each navigation.

export { getCurrentNotice, type CurrentNotice } from "./notices.service.ts";
