import { graphql } from "../../gql";

export const myGiveawayQuery = graphql(`
  query MyGiveaway {
    myGiveaway {
      inviteCode
      invitedFriends
      campaign { id title endsAt }
      totals {
        active
        expired
        won
        registration
        topup
        invite
      }
      rules { vndPerEntry vndPerFanCoin maxTopupEntries maxInviteEntries inviteMinVnd }
      entries {
        id
        source
        status
        createdAt
        friendNickname
        campaign { id title }
      }
    }
  }
`);

export const myVouchersQuery = graphql(`
  query MyGiveawayVouchers {
    myGiveawayVouchers {
      won
      entries
      campaign { id slug title drawnAt }
      ticket {
        id
        ticketNo
        event { id title }
      }
    }
  }
`);

export const myCodesQuery = graphql(`
  query MyCodes {
    myCodes {
      code
      kind
      status
      personal
      eventTitle
      eventSlug
      eventStartsAt
      ticketTypeNames
      forMerchandise
      productNames
      discountAmount
      discountPercent
      currency
      startsAt
      endsAt
      saleStartsAt
      usesLeft
      myUses
      saved { amount currency }
      lastUsedAt
    }
  }
`);

export const giveawayDrawQuery = graphql(`
  query GiveawayDraw($slug: String!) {
    giveawayDraw(slug: $slug) {
      algorithm
      seedCommitment
      seed
      entriesHash
      myHolder
      entries { id }
      winners { id holder }
    }
  }
`);
