-- The answer of ledger_post: an operation with its postings, as jsonb (server/domains/ledger/post-operation.ts
-- reads it). Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_operation_result(p_operation_id bigint, p_replayed boolean) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'operationId', o.operation_id,
    'status', o.status,
    'createdAt', o.created_at,
    'replayed', p_replayed,
    'postings', (
      SELECT jsonb_agg(jsonb_build_object(
        'accountId', a.account_id, 'ownerType', a.owner_type, 'ownerId', a.owner_id, 'purpose', a.purpose,
        'amount', p.amount::text, 'balanceAfter', p.balance_after::text) ORDER BY p.posting_id)
      FROM ledger_postings p JOIN ledger_accounts a ON a.account_id = p.account_id
      WHERE p.operation_id = o.operation_id))
  FROM ledger_operations o WHERE o.operation_id = p_operation_id
$$;
