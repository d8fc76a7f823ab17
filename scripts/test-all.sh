#!/usr/bin/env bash
# `npm test`: types, unit, lint and format, integration (PGlite and PostgreSQL), production build, end-to-end in Chromium.
# Each step prints its duration; the end lists every step's duration, the 15 slowest Jest files and Playwright tests
# (scripts/test-summary.mjs, from the JSON reporters' files in test-results/), then the closing
# "tests: N passed, N failed, N skipped" line, which is always last and counts only this run's result files.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
# Only this run's result files are counted: an earlier run's (e.g. an end-to-end pass this run skips) must not be.
rm -f test-results/*.json
status=0
durations=()
declare -A exit_of
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# The machine's CPU use over a step (all cores, from /proc/stat; empty where there is none): a step near 100 % is
# bound by the 2 cores, one well below has idle time another step could use (docs/testing.md, "Measured").
cpu_ticks() { # prints "busy total"
  [ -r /proc/stat ] || return 0
  awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8; total = busy + $5 + $6; print busy, total }' /proc/stat
}
cpu_since() { # "busy total" from cpu_ticks → " cpu N %"
  [ -n "$1" ] || return 0
  local now
  now=$(cpu_ticks)
  awk -v a="$1" -v b="$now" 'BEGIN { split(a, x, " "); split(b, y, " "); t = y[2] - x[2]; if (t > 0) printf "  cpu %d %%", 100 * (y[1] - x[1]) / t }'
}
record() { # name seconds rc [cpu]
  durations+=("$(printf '%6d s  %s%s%s' "$2" "$1" "${4:-}" "$([ "$3" -eq 0 ] || echo '  (failed)')")")
  echo "--- $1: $2 s${4:-}$([ "$3" -eq 0 ] || echo ", exit $3")"
  [ "$3" -eq 0 ] || status=1
  exit_of[$1]=$3
}
step() {
  local name=$1 started=$SECONDS rc=0 ticks
  ticks=$(cpu_ticks)
  shift
  echo; echo "=== $name"
  "$@" || rc=$?
  record "$name" $((SECONDS - started)) "$rc" "$(cpu_since "$ticks")"
}
# Two steps at once, each with its output buffered to a file and printed whole when both are done (readable, not
# interleaved). tsc (TypeScript 7, ≈ 6 s) overlaps the unit tests' start; the unit project runs two Jest workers
# (Jest's default on 2 cores is one: 49 s → 43 s measured on a loaded machine). Each step's own duration is
# recorded; the pair's wall time is printed too.
pair() { # name1 cmd1 -- name2 cmd2
  local name1=$1; shift
  local cmd1=() cmd2=()
  while [ "$1" != "--" ]; do cmd1+=("$1"); shift; done
  shift
  local name2=$1; shift
  cmd2=("$@")
  local started=$SECONDS ticks
  ticks=$(cpu_ticks)
  ( s=$SECONDS; "${cmd1[@]}" >"$logs/1.log" 2>&1; rc=$?; echo "$((SECONDS - s)) $rc" >"$logs/1.rc" ) &
  local pid1=$!
  ( s=$SECONDS; "${cmd2[@]}" >"$logs/2.log" 2>&1; rc=$?; echo "$((SECONDS - s)) $rc" >"$logs/2.rc" ) &
  local pid2=$!
  wait "$pid1" "$pid2"
  local n seconds rc name
  for n in 1 2; do
    name=$name1; [ "$n" = 2 ] && name=$name2
    read -r seconds rc <"$logs/$n.rc"
    echo; echo "=== $name (ran alongside $([ "$n" = 1 ] && echo "$name2" || echo "$name1"))"
    cat "$logs/$n.log"
    record "$name" "$seconds" "$rc"
  done
  local both
  both="$(cpu_since "$ticks")"
  echo "--- both: $((SECONDS - started)) s wall$both"
  durations+=("$(printf '%6d s  %s and %s side by side (wall)%s' $((SECONDS - started)) "$name1" "$name2" "$both")")
}

pair "typecheck" npx tsc --noEmit -- "unit tests" npx jest --selectProjects unit --maxWorkers=2 --json --outputFile=test-results/unit.json
# oxlint (type-aware, React hooks, import boundaries) and the client-reachability check (package.json "lint"), then
# the formatter's check (oxfmt, .oxfmtrc.json): `npm run format` rewrites what it lists.
step "lint" npm run --silent lint
step "format check" npm run --silent format:check
# tsc has just checked every file: the build need not type-check them again (next.config.mjs reads this; never set
# by default, so a plain `npm run build` still type-checks).
step "integration tests" bash scripts/test-integration.sh
if [ "${exit_of[typecheck]}" = 0 ]; then
  step "production build (types already checked by tsc)" env NEXT_BUILD_TYPES_CHECKED=1 npm run build
else
  step "production build" npm run build
fi
if [ -d .next ]; then
  step "end-to-end tests (Chromium)" npx playwright test
  # The Cognito identity path: its own site server against the cognito-local emulator (playwright.cognito.config.ts).
  # After the main pass, not beside it: side by side, back to back, 399 s against 393 s (docs/testing.md, "Session 23").
  step "end-to-end tests, Cognito identity path (Chromium)" env E2E_PORT="${E2E_COGNITO_PORT:-3260}" npx playwright test --config playwright.cognito.config.ts
fi
echo; echo "step durations"
printf '%s\n' "${durations[@]}"
node scripts/test-summary.mjs test-results || status=1
exit $status
