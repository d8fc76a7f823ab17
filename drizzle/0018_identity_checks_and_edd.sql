CREATE TABLE "identity_callback_nonces" (
	"vendor" text NOT NULL,
	"nonce" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_callback_nonces_vendor_nonce_pk" PRIMARY KEY("vendor","nonce")
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"check_reference" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"vendor_reference" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"reason" text,
	"kyc_status_after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "identity_checks_status_valid" CHECK (status in ('INITIATED', 'APPROVED', 'DECLINED', 'PENDING')),
	CONSTRAINT "identity_checks_document_type_valid" CHECK (document_type in ('PROOF_OF_ID')),
	CONSTRAINT "identity_checks_reason_valid" CHECK (reason is null or reason in ('EMPTY', 'BAD_QUALITY', 'CROPPED_CORNERS_NOT_VISIBLE', 'DAMAGED_DOCUMENT', 'GENERIC_NO_NAME', 'ID_BACKSIDE', 'ID_BLACK_AND_WHITE', 'ID_EXPIRED', 'ID_INVALID_TYPE', 'ID_NAME_MISMATCH', 'INVALID_ISSUE_DATE', 'INVALID_SELFIE', 'MISSING_DOCUMENT_PAGE', 'PHOTO', 'POA_ADDRESS_MISMATCH', 'POA_INVALID_TYPE', 'POA_MOBILE_PHONE_BILL', 'POA_NAME_MISMATCH', 'POA_NO_ISSUE_DATE', 'POP_CARD_BACK_SIDE_NEEDED', 'POP_CARD_EXPIRY_DATE_NOT_VISIBLE', 'POP_CARD_NO_NAME', 'POP_CARD_NUMBERS_NOT_VISIBLE', 'POP_E_WALLET_NO_NAME', 'POP_INCORRECT', 'POP_NAME_AND_ACCOUNT_NUMBER_NOT_VISIBLE', 'REJECTED_DUE_TO_MASKED_INFO', 'SCREENSHOT_NOT_ORIGINAL_DOCUMENT', 'EMAIL')),
	CONSTRAINT "identity_checks_kyc_status_after_valid" CHECK (kyc_status_after is null or kyc_status_after in ('NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'FULLY VERIFIED', 'ENHANCED KYC', 'EDD_PENDING', 'EDD_UNDER_REVIEW', 'ENHANCED', 'RESTRICTED', 'SUSPENDED', 'PENDING_EXPIRED', 'NOT_REQUIRED')),
	CONSTRAINT "identity_checks_reason_only_when_declined" CHECK (("identity_checks"."status" = 'DECLINED') = ("identity_checks"."reason" is not null)),
	CONSTRAINT "identity_checks_decided_when_final" CHECK (("identity_checks"."status" in ('APPROVED', 'DECLINED')) = ("identity_checks"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "edd_questionnaire_answers" (
	"answer_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edd_questionnaire_answers_answer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"occupation" text NOT NULL,
	"occupation_other" text,
	"source_of_funds" text NOT NULL,
	"source_of_funds_other" text,
	"salary_range_id" smallint NOT NULL,
	"place_of_birth" text,
	"nationality" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "edd_questionnaire_answers_occupation_valid" CHECK (occupation in ('MANAGER', 'PROFESSIONAL', 'TECHNICIAN', 'CLERICAL', 'SERVICE_AND_SALES', 'AGRICULTURE', 'CRAFT_AND_TRADES', 'MACHINE_OPERATOR', 'ELEMENTARY', 'ARMED_FORCES', 'SELF_EMPLOYED', 'STUDENT', 'RETIRED', 'UNEMPLOYED', 'HOMEMAKER', 'OTHER')),
	CONSTRAINT "edd_questionnaire_answers_source_valid" CHECK (source_of_funds in ('SALARY', 'SELF_EMPLOYMENT', 'SAVINGS', 'PENSION', 'INVESTMENTS', 'INHERITANCE', 'SALE_OF_PROPERTY', 'GAMBLING_WINNINGS', 'GIFT', 'BENEFITS', 'OTHER')),
	CONSTRAINT "edd_questionnaire_answers_occupation_other" CHECK (("edd_questionnaire_answers"."occupation" = 'OTHER') = ("edd_questionnaire_answers"."occupation_other" is not null)),
	CONSTRAINT "edd_questionnaire_answers_source_other" CHECK (("edd_questionnaire_answers"."source_of_funds" = 'OTHER') = ("edd_questionnaire_answers"."source_of_funds_other" is not null)),
	CONSTRAINT "edd_questionnaire_answers_salary_range_positive" CHECK ("edd_questionnaire_answers"."salary_range_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edd_questionnaire_answers" ADD CONSTRAINT "edd_questionnaire_answers_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_callback_nonces_received" ON "identity_callback_nonces" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_vendor_reference" ON "identity_checks" USING btree ("vendor","vendor_reference");--> statement-breakpoint
CREATE INDEX "identity_checks_player" ON "identity_checks" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "edd_questionnaire_answers_current" ON "edd_questionnaire_answers" USING btree ("player_id") WHERE "edd_questionnaire_answers"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "edd_questionnaire_answers_player" ON "edd_questionnaire_answers" USING btree ("player_id","answer_id");