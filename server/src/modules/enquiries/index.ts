// The enquiries module's public API: the only file other modules import. Business-cooperation enquiries
// (BusinessEnquiry); nothing outside calls into it, so loading it only registers its GraphQL fields.
