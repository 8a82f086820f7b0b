// The organisations module's public API: the only file other modules import. Organisers (Organisation),
// their staff's roles (OrganisationMember), the platform's operators (PlatformOperator), and the rules
// that turn a caller into an operator of one organisation with scopes; API keys are kept by auth.
export { apiKeyScopes, isApiKeyScope, platformScopes, refusedBootstrapScopes, roleScopes, type ApiKeyScope } from "./organisations.rules.ts";
export {
  auditOperator,
  findOrganisation,
  inOrganisation,
  operatorScopeFor,
  organisationOf,
  requireOperator,
  type OperatorCaller,
} from "./organisations.service.ts";
