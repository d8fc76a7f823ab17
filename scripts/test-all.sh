#!/usr/bin/env bash
# `npm test`: types, unit, integration (PGlite and PostgreSQL), production build, end-to-end in Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
step() { echo; echo "=== $1"; shift; "$@" || status=1; }

step "typecheck" npx tsc --noEmit
step "unit tests" npx jest --selectProjects unit --json --outputFile=test-results/unit.json
step "integration tests" bash scripts/test-integration.sh
step "production build" npm run build
if [ -d .next ]; then
  step "end-to-end tests (Chromium)" npx playwright test
  # The Cognito identity path: its own site server against the cognito-local emulator (playwright.cognito.config.ts).
  step "end-to-end tests, Cognito identity path (Chromium)" env E2E_PORT="${E2E_COGNITO_PORT:-3260}" npx playwright test --config playwright.cognito.config.ts
fi
node scripts/test-summary.mjs test-results || status=1
exit $status
