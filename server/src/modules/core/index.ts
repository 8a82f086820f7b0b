// The core module's public API: the only file other modules import. The GraphQL root types, scalars, the
// Error interface every expected error implements, Money, health and the Relay node queries.

