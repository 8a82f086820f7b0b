import { graphql } from "../../../gql";

/** The event's seat map (issue 33): every seated area, its price level and its seats by number. */
export const seatMapQuery = graphql(`
  query EventSeatMap($slug: String!) {
    event(slug: $slug) {
      id
      seatMap {
        area
        ticketType { id name seatSelection price { amount currency } }
        rows { row seats { id area row number status access } }
      }
    }
  }
`);

/** The block a secure without seats would take now. */
export const bestAvailableSeatsQuery = graphql(`
  query BestAvailableSeats($slug: String!, $ticketTypeId: ID!, $quantity: Int!) {
    event(slug: $slug) {
      id
      bestAvailableSeats(ticketTypeId: $ticketTypeId, quantity: $quantity) { id area row number status access }
    }
  }
`);

/**
 * The seats whose status changed, in batches: Seat is normalised by id, so writing them to the cache
 * updates the map; the page also puts back picks someone else took.
 */
export const seatMapChangesSubscription = graphql(`
  subscription SeatMapChanges($eventId: ID!) {
    seatMapChanges(eventId: $eventId) {
      eventId
      seats { id status }
    }
  }
`);

/**
 * Whether the wheelchair spaces and companion seats are open to this fan (issue 33): the release time, the
 * fan's declared need, and the free spaces with their companion seats (one tap picks one).
 */
export const seatMapAccessQuery = graphql(`
  query SeatMapAccess($slug: String!) {
    mySeatingNeed { companions }
    event(slug: $slug) {
      id
      timeZone
      accessibleSeatsReleaseAt
      accessibleSpaces {
        wheelchair { id area row number status access }
        companions { id area row number status access }
      }
    }
  }
`);
