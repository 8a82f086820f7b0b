-- Picked seats are held before the ticket type stock is taken (issue 33: the p99 of a seat race). The function
-- took the ticket type row first, so every secure of a seat race, the refused ones included (most of them:
-- the seat went to another fan a moment before), queued for that one row and held it until its rollback. Now
-- a secure with picked seats holds them first, in id order, and is refused there when another fan has them,
-- having waited only for that fan, and the stock and the order follow as before. Rows and best available lines
-- are unchanged (they skip locked seats after the stock). Same signature and outcomes, but for their order:
-- picked seats already taken are refused as such before the stock is looked at (SEATS_TAKEN, not SOLD_OUT).
CREATE OR REPLACE FUNCTION "fanfare_secure_tickets"(
  p_user text, p_event text, p_event_version text, p_order_id text, p_order_no text, p_idempotency_key text,
  p_now timestamp(3), p_expires timestamp(3),
  p_type_ids text[], p_quantities int[], p_rows text[], p_identity_ids text[], p_identity_hashes text[],
  p_seat_ids text[], p_seat_lines int[], p_access int
) RETURNS TABLE (out_outcome text, out_order_id text, out_remaining int, out_taken_hash text)
LANGUAGE plpgsql AS
E'DECLARE
  v_user record\073
  v_event record\073
  v_existing text\073
  v_already int\073
  v_quantity int := 0\073
  v_total int := 0\073
  v_type record\073
  v_seat_ids text[]\073
  v_line int\073
  v_unit int := 0\073
  v_taken text\073
  v_prices int[] := ''{}''\073
  v_seated boolean[] := ''{}''\073
  v_want text[]\073
  v_open boolean\073
  v_release boolean\073
  v_wheelchair int\073
  v_companion int\073
  v_held text[]\073
BEGIN
  SELECT "phoneVerifiedAt", "phoneSkippedAt" INTO v_user FROM "User" WHERE id = p_user FOR UPDATE\073
  IF NOT FOUND THEN
    RETURN QUERY SELECT ''USER_NOT_FOUND''::text, NULL::text, 0, NULL::text\073
    RETURN\073
  END IF\073
  IF v_user."phoneVerifiedAt" IS NULL AND v_user."phoneSkippedAt" IS NULL THEN
    RETURN QUERY SELECT ''PHONE_REQUIRED''::text, NULL::text, 0, NULL::text\073
    RETURN\073
  END IF\073
  SELECT id, xmin::text AS version, "saleMode", "isHot", currency::text AS currency, "maxTicketsPerAccount", "maxPaymentAttempts",
         coalesce("accessibleReleaseAt", "startsAt" - interval ''48 hours'') AS access_release
    INTO v_event FROM "Event" WHERE id = p_event\073
  IF NOT FOUND THEN
    RETURN QUERY SELECT ''EVENT_NOT_FOUND''::text, NULL::text, 0, NULL::text\073
    RETURN\073
  END IF\073
  -- The caller checked the sale''s dates and terms on a cached copy of this row: any change since voids them.
  IF v_event.version <> p_event_version THEN
    RETURN QUERY SELECT ''EVENT_CHANGED''::text, NULL::text, 0, NULL::text\073
    RETURN\073
  END IF\073
  IF v_event."saleMode" = ''TICKET_HOLDER_ONLY'' AND NOT EXISTS (
    SELECT 1 FROM "Ticket" WHERE "ownerId" = p_user AND status IN (''PAID'', ''READY'')
  ) THEN
    RETURN QUERY SELECT ''TICKET_HOLDERS_ONLY''::text, NULL::text, 0, NULL::text\073
    RETURN\073
  END IF\073
  IF p_idempotency_key IS NOT NULL THEN
    SELECT id INTO v_existing FROM "Order" WHERE "userId" = p_user AND "idempotencyKey" = p_idempotency_key\073
    IF FOUND THEN
      RETURN QUERY SELECT ''EXISTING''::text, v_existing, 0, NULL::text\073
      RETURN\073
    END IF\073
  END IF\073
  SELECT coalesce(sum(q), 0) INTO v_quantity FROM unnest(p_quantities) AS q\073
  SELECT
    (SELECT count(*) FROM "Ticket" t LEFT JOIN "OrderItem" ti ON ti.id = t."orderItemId" LEFT JOIN "Order" tord ON tord.id = ti."orderId"
      WHERE t."eventId" = p_event AND t.status <> ''REVOKED'' AND (t."ownerId" = p_user OR tord."userId" = p_user))
    + (SELECT coalesce(sum(i.quantity), 0) FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
      WHERE i.kind = ''TICKET'' AND o."userId" = p_user AND o."eventId" = p_event AND o.kind = ''TICKET''
        AND o.status = ''AWAITING_PAYMENT'' AND o."expiresAt" > p_now)
  INTO v_already\073
  IF v_already + v_quantity > v_event."maxTicketsPerAccount" THEN
    RETURN QUERY SELECT ''LIMIT_REACHED''::text, NULL::text, greatest(0, v_event."maxTicketsPerAccount" - v_already)::int, NULL::text\073
    RETURN\073
  END IF\073
  -- Picked seats still kept for fans with the need: the live orders of the fan for the event and this secure
  -- together hold at most one wheelchair space and the declared companions. Counted after the fan''s row
  -- lock above, so a second secure of the same fan waits for the first and counts what it held.
  v_release := p_now >= v_event.access_release\073
  IF NOT v_release AND cardinality(p_seat_ids) > 0 THEN
    SELECT count(*) FILTER (WHERE s.access = ''WHEELCHAIR''), count(*) FILTER (WHERE s.access = ''COMPANION'')
      INTO v_wheelchair, v_companion FROM "Seat" s WHERE s.id = ANY (p_seat_ids) AND s.access IS NOT NULL\073
    IF v_wheelchair + v_companion > 0 THEN
      IF p_access IS NULL THEN
        RETURN QUERY SELECT ''ACCESS_KEPT''::text, NULL::text, 0, NULL::text\073
        RETURN\073
      END IF\073
      SELECT v_wheelchair + count(*) FILTER (WHERE s.access = ''WHEELCHAIR''), v_companion + count(*) FILTER (WHERE s.access = ''COMPANION'')
        INTO v_wheelchair, v_companion
        FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId" JOIN "Seat" s ON s.id = i."seatId"
        WHERE o."userId" = p_user AND o."eventId" = p_event AND i.kind = ''TICKET'' AND s.access IS NOT NULL
          AND (o.status = ''PAID'' OR (o.status = ''AWAITING_PAYMENT'' AND o."expiresAt" > p_now))\073
      IF v_wheelchair > 1 OR v_companion > p_access THEN
        RETURN QUERY SELECT ''ACCESS_KEPT''::text, NULL::text, 0, NULL::text\073
        RETURN\073
      END IF\073
    END IF\073
  END IF\073
  IF cardinality(p_identity_hashes) > 0 THEN
    v_taken := fanfare_identity_taken(p_event, p_identity_hashes, p_now, NULL)\073
    IF v_taken IS NOT NULL THEN
      RETURN QUERY SELECT ''IDENTITY_TAKEN''::text, NULL::text, 0, v_taken\073
      RETURN\073
    END IF\073
  END IF\073
  -- Picked seats before the stock: held in one statement, locked in id order (two fans picking overlapping
  -- seats wait for each other, never in a cycle), before the ticket type''s row, the hot spot of an on-sale.
  -- Of two fans racing for a seat the second waits for the first''s hold, finds it HELD and is refused here
  -- without ever taking that row. No cycle with the other writers either: a row or best available line
  -- skips locked seats, a release, a payment or a refund takes the ticket type''s row but then only seats
  -- that are HELD or SOLD (never locked here), and a new seat map deletes the seats before the types.
  -- FOR NO KEY UPDATE is the lock the UPDATE takes: a key share (a ticket naming the seat) does not block it.
  IF cardinality(p_seat_ids) > 0 THEN
    WITH held AS (
      UPDATE "Seat" SET status = ''HELD'', "heldByOrderId" = p_order_id
      WHERE status = ''AVAILABLE'' AND id IN (
        SELECT s.id FROM "Seat" s JOIN generate_subscripts(p_seat_ids, 1) AS k ON s.id = p_seat_ids[k]
        WHERE s."ticketTypeId" = p_type_ids[p_seat_lines[k]] AND s."eventId" = p_event AND s.status = ''AVAILABLE''
          AND (s.access IS NULL OR v_release OR p_access IS NOT NULL)
        ORDER BY s.id FOR NO KEY UPDATE OF s)
      RETURNING id
    )
    SELECT coalesce(array_agg(id), ''{}'') INTO v_held FROM held\073
    IF cardinality(v_held) < cardinality(p_seat_ids) THEN
      RAISE EXCEPTION ''fanfare:seats-taken:%:'', array_to_string(ARRAY(
        SELECT w FROM unnest(p_seat_ids) AS w WHERE NOT w = ANY (v_held)), '','')
        USING ERRCODE = ''FF002''\073
    END IF\073
  END IF\073
  -- Then the stock, whose row lock is held from here to the commit at the end of this one statement.
  FOR v_line IN 1 .. cardinality(p_type_ids) LOOP
    UPDATE "TicketType" SET sold = sold + p_quantities[v_line]
      WHERE id = p_type_ids[v_line] AND "eventId" = p_event AND sold + p_quantities[v_line] <= capacity
      RETURNING id, "priceAmount", seated INTO v_type\073
    IF NOT FOUND THEN
      RAISE EXCEPTION ''fanfare:sold-out:%:'', p_type_ids[v_line] USING ERRCODE = ''FF001''\073
    END IF\073
    v_total := v_total + v_type."priceAmount" * p_quantities[v_line]\073
    v_prices := v_prices || v_type."priceAmount"\073
    v_seated := v_seated || v_type.seated\073
  END LOOP\073
  INSERT INTO "Order" (id, "orderNo", "userId", kind, "eventId", currency, "totalAmount", "expiresAt", "maxPaymentAttempts", "idempotencyKey", "createdAt", "updatedAt")
  VALUES (p_order_id, p_order_no, p_user, ''TICKET'', p_event, v_event.currency, v_total, p_expires,
          coalesce(v_event."maxPaymentAttempts", CASE WHEN v_event."isHot" THEN 1 END), p_idempotency_key, p_now, p_now)\073
  FOR v_line IN 1 .. cardinality(p_type_ids) LOOP
    v_seat_ids := array_fill(NULL::text, ARRAY[p_quantities[v_line]])\073
    IF v_seated[v_line] THEN
      -- Accessible spaces and their companion seats: picked by fans who declared the need (counted above), until the release.
      v_open := v_release\073
      SELECT coalesce(array_agg(p_seat_ids[k] ORDER BY k), ''{}'') INTO v_want
        FROM generate_subscripts(p_seat_ids, 1) AS k WHERE p_seat_lines[k] = v_line\073
      IF cardinality(v_want) > 0 THEN
        -- Picked on the map: held above, exactly these seats, one per ticket of the line.
        IF cardinality(v_want) <> p_quantities[v_line] THEN
          RAISE EXCEPTION ''fanfare:seats-taken::'' USING ERRCODE = ''FF002''\073
        END IF\073
        SELECT array_agg(w ORDER BY k) INTO v_seat_ids FROM unnest(v_want) WITH ORDINALITY AS u(w, k)\073
      ELSE
        WITH held AS (
          UPDATE "Seat" SET status = ''HELD'', "heldByOrderId" = p_order_id
          WHERE id IN (SELECT s.id FROM "Seat" s WHERE s."ticketTypeId" = p_type_ids[v_line] AND s.status = ''AVAILABLE''
                         AND (p_rows[v_line] IS NULL OR s.row = p_rows[v_line]) AND (s.access IS NULL OR v_open)
                       ORDER BY s.row, s.number LIMIT p_quantities[v_line] FOR UPDATE SKIP LOCKED)
          RETURNING id, row, number
        )
        SELECT array_agg(id ORDER BY row, number) INTO v_seat_ids FROM held\073
        IF coalesce(cardinality(v_seat_ids), 0) < p_quantities[v_line] THEN
          RAISE EXCEPTION ''fanfare:seats-taken::'' USING ERRCODE = ''FF002''\073
        END IF\073
      END IF\073
    END IF\073
    INSERT INTO "OrderItem" (id, "orderId", kind, "ticketTypeId", "seatId", "identityId", quantity, "unitAmount")
    SELECT p_order_id || ''.'' || lpad((v_unit + k)::text, 3, ''0''), p_order_id, ''TICKET'', p_type_ids[v_line], v_seat_ids[k],
           p_identity_ids[v_unit + k], 1, v_prices[v_line]
    FROM generate_series(1, p_quantities[v_line]) AS k\073
    v_unit := v_unit + p_quantities[v_line]\073
  END LOOP\073
  RETURN QUERY SELECT ''SECURED''::text, p_order_id, 0, NULL::text\073
END
'
;
