import { graphql } from "../../gql";

export const QrPassFields = graphql(`
  fragment QrPassFields on QrUpdate {
    kind
    id
    active
    qr: code
    validUntil
    pass {
      kind
      id
      keyId
      secret
      version
      periodSeconds
      graceSeconds
      passPublicKey
      certificate
    }
  }
`);

export const qrCodeQuery = graphql(`
  query QrCode($kind: PassKind!, $id: String!) {
    qrCode(kind: $kind, id: $id) { ...QrPassFields }
  }
`);

export const refreshTicketQrMutation = graphql(`
  mutation RefreshTicketQr($ticketId: ID!) {
    refreshTicketQr(ticketId: $ticketId) { __typename ...QrPassFields ...ErrorFields }
  }
`);

export const ticketQrSubscription = graphql(`
  subscription TicketQr($ticketId: ID!) {
    ticketQr(ticketId: $ticketId) { ...QrPassFields }
  }
`);
