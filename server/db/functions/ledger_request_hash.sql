-- The ledger request hash of an operation, built in SQL exactly as server/domains/ledger/request-hash.ts builds
-- it: JSON of [type, category, status, playerId, currency, reversesOperationId, legs], the legs as
-- [ownerType, ownerId, purpose, "amount"] sorted by their '|'-joined text (byte order, as JavaScript compares
-- ASCII strings). The seamless functions use it for operations whose legs vary (a jackpot leg, a bonus leg);
-- tests/integration/games pins the two together.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_request_hash(
  p_type text, p_category text, p_status text, p_player_id integer, p_currency text, p_reverses_operation_id bigint, p_legs jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(format('["%s","%s","%s",%s,"%s",%s,[%s]]', p_type, p_category, p_status,
      coalesce(p_player_id::text, 'null'), p_currency, coalesce(p_reverses_operation_id::text, 'null'),
      (SELECT string_agg(format('["%s",%s,"%s","%s"]', l.owner_type, l.owner_id, l.purpose, l.amount), ','
                ORDER BY (l.owner_type || '|' || l.owner_id || '|' || l.purpose || '|' || l.amount) COLLATE "C")
         FROM jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text, amount bigint))), 'UTF8')), 'hex')
$$;
