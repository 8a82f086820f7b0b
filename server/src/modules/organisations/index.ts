// The organisations module's public API: the only file other modules import. Organisers (Organisation),
// their staff's roles (OrganisationMember), the platform's operators (PlatformOperator), and the rules
// that turn a caller into an operator of one organisation with scopes; API keys are kept by auth.
export { eraseOrganiserApplicationsOf, organiserApplicationsOf } from "./personal-data.ts";
export { apiKeyScopes, isApiKeyScope, organisationInputIssues, platformScopes, refusedBootstrapScopes, roleScopes, seesContacts, type ApiKeyScope } from "./organisations.rules.ts";
export {
  auditOperator,
  createApiKeyOnDatabase,
  createOrganisation,
  endedAccess,
  findOrganisation,
  inOrganisation,
  listOrganisations,
  moneyContactIds,
  operatorScopeFor,
  organisationOf,
  requireOperator,
  revokeApiKeyOnDatabase,
  type AuditActor,
  type CreateOrganisationInput,
  type OperatorCaller,
} from "./organisations.service.ts";
