// The enquiries module's public API: the only file other modules import. Business-cooperation enquiries
// (BusinessEnquiry); nothing outside calls into it, so loading it only registers its GraphQL fields.
// The kinds of event (EnquiryEventType), which an application to become an organiser names too.
export { EventTypeEnum } from "./enquiries.schema.ts";
