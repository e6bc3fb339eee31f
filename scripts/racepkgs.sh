#!/usr/bin/env bash
# racepkgs.sh — print the import paths of the packages `make race` runs
# under the race detector: every package that does not link Fyne (see
# fynefree.sh) and whose test binary can run this module's code on more
# than one goroutine at once.
#
# The race detector reports two goroutines touching the same memory
# without synchronisation; a test binary whose code never starts a second
# goroutine cannot report anything, and running it under -race only
# repeats `go test` at five to ten times the cost (the engine's, the
# variants' and the board generator's tests took over 100 s of the race
# pass that way). So a package is raced when it, or a package of this
# module its tests link, starts goroutines or asks the standard library to
# run its code elsewhere (a go statement, WaitGroup.Go, time.AfterFunc,
# signal.Notify, os/exec, finalizers), or when its own tests do (t.Parallel
# included). The search is textual and errs towards racing: a package that
# gains a goroutine joins the race pass by itself.
set -euo pipefail
cd "$(dirname "$0")/.."

starts='(^|[^A-Za-z0-9_."])go +(func|[A-Za-z_][A-Za-z0-9_.]*[(\[])|\.Go\(|AfterFunc|signal\.Notify|exec\.Command|SetFinalizer|AddCleanup|errgroup|t\.Parallel\(\)'

# spawns DIR FILES… succeeds if one of the files starts a goroutine.
spawns() {
  local dir=$1; shift
  [ $# -gt 0 ] || return 1
  local hits
  hits=$(cd "$dir" && grep -hE "$starts" "$@" | grep -v '^[[:space:]]*//') || true
  [ -n "$hits" ]
}

# The module's packages whose own code starts goroutines.
declare -A spawner=()
while IFS='|' read -r pkg dir files; do
  # shellcheck disable=SC2086
  if spawns "$dir" $files; then spawner[$pkg]=1; fi
done < <(go list -f '{{.ImportPath}}|{{.Dir}}|{{join .GoFiles " "}} {{join .CgoFiles " "}}' ./...)

for pkg in $(bash scripts/fynefree.sh); do
  read -r dir tests < <(go list -f '{{.Dir}} {{join .TestGoFiles " "}} {{join .XTestGoFiles " "}}' "$pkg")
  [ -n "$tests" ] || continue # nothing to run
  # shellcheck disable=SC2086
  if spawns "$dir" $tests; then echo "$pkg"; continue; fi
  # (a package recompiled for the test is listed as "path [path.test]")
  for dep in $(go list -deps -test -f '{{if not .Standard}}{{.ImportPath}}{{end}}' "$pkg" | cut -d' ' -f1 | sort -u); do
    if [ -n "${spawner[$dep]:-}" ]; then echo "$pkg"; break; fi
  done
done
