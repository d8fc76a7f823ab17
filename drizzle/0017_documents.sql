CREATE TABLE "document_decisions" (
	"decision_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_decisions_decision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"document_id" integer,
	"action" text NOT NULL,
	"document_type" text,
	"rejection_reason" text,
	"kyc_status_before" text NOT NULL,
	"kyc_status_after" text NOT NULL,
	"operator" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_decisions_action_valid" CHECK (action in ('APPROVE', 'REJECT', 'REQUEST', 'SET_KYC_LEVEL'))
);
--> statement-breakpoint
CREATE TABLE "player_document_files" (
	"file_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_document_files_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_document_files_size_positive" CHECK ("player_document_files"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_documents" (
	"document_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_documents_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"sub_type" text,
	"document_status" text NOT NULL,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_documents_type_valid" CHECK (document_type in ('PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE', 'OTHER')),
	CONSTRAINT "player_documents_status_valid" CHECK (document_status in ('UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED')),
	CONSTRAINT "player_documents_reason_valid" CHECK (rejection_reason is null or rejection_reason in ('EMPTY', 'BAD_QUALITY', 'CROPPED_CORNERS_NOT_VISIBLE', 'DAMAGED_DOCUMENT', 'GENERIC_NO_NAME', 'ID_BACKSIDE', 'ID_BLACK_AND_WHITE', 'ID_EXPIRED', 'ID_INVALID_TYPE', 'ID_NAME_MISMATCH', 'INVALID_ISSUE_DATE', 'INVALID_SELFIE', 'MISSING_DOCUMENT_PAGE', 'PHOTO', 'POA_ADDRESS_MISMATCH', 'POA_INVALID_TYPE', 'POA_MOBILE_PHONE_BILL', 'POA_NAME_MISMATCH', 'POA_NO_ISSUE_DATE', 'POP_CARD_BACK_SIDE_NEEDED', 'POP_CARD_EXPIRY_DATE_NOT_VISIBLE', 'POP_CARD_NO_NAME', 'POP_CARD_NUMBERS_NOT_VISIBLE', 'POP_E_WALLET_NO_NAME', 'POP_INCORRECT', 'POP_NAME_AND_ACCOUNT_NUMBER_NOT_VISIBLE', 'REJECTED_DUE_TO_MASKED_INFO', 'SCREENSHOT_NOT_ORIGINAL_DOCUMENT', 'EMAIL'))
);
--> statement-breakpoint
ALTER TABLE "document_decisions" ADD CONSTRAINT "document_decisions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_decisions" ADD CONSTRAINT "document_decisions_document_id_player_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."player_documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_document_files" ADD CONSTRAINT "player_document_files_document_id_player_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."player_documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_document_files" ADD CONSTRAINT "player_document_files_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_decisions_player" ON "document_decisions" USING btree ("player_id","decision_id");--> statement-breakpoint
CREATE INDEX "player_document_files_document" ON "player_document_files" USING btree ("document_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_document_files_storage_key" ON "player_document_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "player_documents_player" ON "player_documents" USING btree ("player_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_documents_single_kind" ON "player_documents" USING btree ("player_id","document_type") WHERE document_type in ('PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE');--> statement-breakpoint
CREATE INDEX "player_documents_status" ON "player_documents" USING btree ("document_status","document_id");