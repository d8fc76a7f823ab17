-- The request hash of a ledger operation, built exactly as server/domains/ledger/request-hash.ts builds it: the
-- canonical JSON [type, category, status, playerId, currency, reverses, legs] with the legs sorted by
-- "ownerType|ownerId|purpose|amount" (byte order, as JavaScript compares these ASCII strings). The bonus-aware
-- seamless paths post three-leg operations through it (server/db/functions/seamless_*.sql).
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_request_hash(
  p_type text, p_category text, p_status text, p_player_id integer, p_currency text, p_reverses bigint, p_legs jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(format('["%s","%s","%s",%s,"%s",%s,[%s]]', p_type, p_category, p_status,
    coalesce(p_player_id::text, 'null'), p_currency, coalesce(p_reverses::text, 'null'),
    (SELECT string_agg(format('["%s",%s,"%s","%s"]', l.owner_type, l.owner_id, l.purpose, l.amount),
                       ',' ORDER BY (l.owner_type || '|' || l.owner_id || '|' || l.purpose || '|' || l.amount) COLLATE "C")
       FROM jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text, amount bigint))), 'UTF8')), 'hex')
$$;
