-- Ledger rows are immutable: postings never change, an operation changes only its status; corrections are
-- reversing operations. The trigger function and the two triggers that run it.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_forbid_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ledger_operations' AND TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'LH001', MESSAGE = format('%s rows are immutable: correct with a reversing operation', TG_TABLE_NAME);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_operations_immutable BEFORE UPDATE OR DELETE ON ledger_operations
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
