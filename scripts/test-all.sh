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
step "production build" npx next build
if [ -d .next ]; then
  step "end-to-end tests (Chromium)" npx playwright test
fi
node scripts/test-summary.mjs test-results || status=1
exit $status
