import { graphql } from "../../gql";

export const merchCardFragment = graphql(`
  fragment MerchCard on MerchProduct {
    id
    slug
    name
    imageUrl
    pickupOnly
    ticketHolderOnly
    desktopOnly
    inStock
    price { amount currency }
  }
`);

export const merchProductsQuery = graphql(`
  query MerchProducts($first: Int!, $after: String) {
    merchProducts(first: $first, after: $after) {
      edges { node { ...MerchCard } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const merchProductQuery = graphql(`
  query MerchProduct($slug: String!) {
    merchProduct(slug: $slug) {
      ...MerchCard
      description
      images
      maxPerAccount
      myRemainingLimit
      pickupDates
      myEligibleTicketNos
      event { id title venue }
      variants(first: 50) {
        edges {
          node {
            id
            sku
            size
            colour
            stock
            soldOut
          }
        }
      }
    }
  }
`);

export const addressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    recipient
    phone
    line1
    line2
    city
    region
    postalCode
    country
    isDefault
  }
`);

export const myAddressesQuery = graphql(`
  query MyAddresses {
    myAddresses { ...AddressFields }
  }
`);

export const addAddressMutation = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) { __typename ...AddressFields ...ErrorFields }
  }
`);

export const setDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) { __typename ...ErrorFields }
  }
`);

export const deleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) { __typename ...ErrorFields }
  }
`);

export const secureMerchMutation = graphql(`
  mutation SecureMerch($input: SecureMerchInput!) {
    secureMerch(input: $input) {
      __typename
      ... on MerchSecured {
        order { id orderNo }
      }
      ... on LimitReachedError { limit remaining }
      ... on OutOfStockError { available }
      ... on TicketOfAnotherEventError { eventTitle }
      ...ErrorFields
    }
  }
`);

export const merchOrderFragment = graphql(`
  fragment MerchOrderFields on MerchOrder {
    id
    orderNo
    status
    tab
    itemCount
    pickup
    pickupDate
    fulfilment
    fulfilmentTrack
    expiresAt
    paidAt
    createdAt
    total { amount currency }
    promoCode { code discount { amount currency } }
    event { id title venue }
    shippingAddress { recipient phone line1 line2 city region postalCode country }
    logistics { id status note at }
    items {
      id
      quantity
      redeemed
      unitPrice { amount currency }
      variant { id size colour }
      product { id slug name imageUrl }
    }
  }
`);

/** The checkout's check of a discount code (issue 35): what it takes off before paying; nothing is counted. */
export const checkMerchCodeQuery = graphql(`
  query CheckMerchCode($variantId: ID!, $quantity: Int!, $code: String!) {
    checkMerchCode(variantId: $variantId, quantity: $quantity, code: $code) {
      __typename
      ... on MerchCodeCheck { code discountAmount discountPercent endsAt }
      ...ErrorFields
    }
  }
`);

export const merchOrderQuery = graphql(`
  query MerchOrder($orderNo: String!) {
    merchOrder(orderNo: $orderNo) { ...MerchOrderFields }
  }
`);

export const orderLogisticsSubscription = graphql(`
  subscription OrderLogistics($orderNo: String!) {
    orderLogistics(orderNo: $orderNo) { ...MerchOrderFields }
  }
`);

export const myMerchOrdersQuery = graphql(`
  query MyMerchOrders($tab: MerchOrderTab!, $after: String) {
    myMerchOrders(tab: $tab, first: 20, after: $after) {
      edges { node { ...MerchOrderFields } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const cancelMerchOrderMutation = graphql(`
  mutation CancelMerchOrder($orderNo: String!) {
    cancelMerchOrder(orderNo: $orderNo) { __typename ...MerchOrderFields ...ErrorFields }
  }
`);
