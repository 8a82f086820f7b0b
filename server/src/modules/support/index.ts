// The support module's public API: the only file other modules import. Fans' support issues and the
// staff's answers (SupportIssue, SupportMessage).

export { answerIssue, listIssuesForStaff, type IssueWithMessages } from "./support.service.ts";
export { issueRef } from "@fanfare/shared/support";
export { eraseSupportIssuesOf, supportIssuesOf } from "./personal-data.ts";
