#!/usr/bin/env bash
# fynefree.sh — print the import paths of this module's packages that do not
# depend on Fyne, for the race-detector run in `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
go list -f '{{.ImportPath}} {{join .Deps " "}}' ./... | awk '!/fyne\.io\// {print $1}'
