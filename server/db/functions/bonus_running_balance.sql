-- The bonus money a player may play with in one vertical: the vertical's BONUS account while a bonus of that vertical
-- runs (ACTIVATED, not past its expiry), else 0. The seamless answers add it to MAIN (docs/decisions.md "Bonus wallet").
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION bonus_running_balance(p_player_id integer, p_currency text, p_vertical text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT a.balance FROM ledger_accounts a
     WHERE a.owner_type = 'PLAYER' AND a.owner_id = p_player_id AND a.currency = p_currency AND a.purpose = p_vertical
       AND EXISTS (SELECT 1 FROM bonus_assignments b
                    WHERE b.player_id = p_player_id AND b.vertical = p_vertical AND b.currency = p_currency
                      AND b.state = 'ACTIVATED' AND (b.expires_at IS NULL OR b.expires_at > now()))), 0)
$$;
