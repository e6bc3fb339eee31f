# dipdesk — the two commands a newcomer needs:
#   make run    build and open the app
#   make test   run every check: gofmt, vet, staticcheck, Go tests (and -race
#               on those that run goroutines), the DATC suites, a real-window smoke test
# Both first install what is missing (scripts/deps.sh).
#   make dist   a Linux package, dist/dipdesk.tar.xz (see README "Install")
#   make dist-windows   the Windows installer and portable zip (README "Windows")
#   make test-windows   the Windows build tried under Wine

SHARED ?= ../shared
# Fyne logs an error for a bare "C" locale; tests run in a well-formed one.
gotest race smoke: export LANG := en_US.UTF-8

.PHONY: run test build dist dist-windows test-windows deps-run deps-test deps-dist deps-windows fmt vet staticcheck gotest race datc smoke icon fonts boards geodata-pack

run: deps-run build
	./dipdesk

test: deps-test fmt vet staticcheck gotest race datc smoke

build:
	go build -o dipdesk .

deps-run:
	@bash scripts/deps.sh run

deps-test:
	@bash scripts/deps.sh test

deps-dist:
	@bash scripts/deps.sh dist

deps-windows:
	@bash scripts/deps.sh windows

# A Linux package: dist/dipdesk.tar.xz holds the release-built binary, the
# icon, a .desktop file and a Makefile that installs them (README
# "Install"). Fyne's packaging tool makes it from FyneApp.toml. The tool is
# pinned here and `go run` builds it from the module proxy on first use; it
# is not a go.mod tool because it needs a newer Fyne than the app is built
# with, and tools share the app's module graph. The tool adds one to
# FyneApp.toml's Build on every run; a build must not change tracked files,
# so it is put back (raise Version or Build by hand for a release).
FYNE_TOOL ?= fyne.io/tools/cmd/fyne@v1.7.4
dist: deps-dist
	@mkdir -p dist && cp FyneApp.toml dist/.FyneApp.toml.orig
	@go run $(FYNE_TOOL) package --target linux --release; status=$$?; \
	cp dist/.FyneApp.toml.orig FyneApp.toml && rm dist/.FyneApp.toml.orig; \
	[ $$status -eq 0 ] && mv dipdesk.tar.xz dist/ && echo "dist/dipdesk.tar.xz"

# Windows, cross-built here: dist/windows/dipdesk.exe (windowed, with icon
# and version), the per-user installer dist/dipdesk-VERSION-setup.exe and
# the portable dist/dipdesk-VERSION-windows.zip, with their sizes. Made
# with the same pinned Fyne tool as dist, MinGW-w64 and NSIS
# (scripts/windows/dist.sh). A cold build takes about 11 minutes of CPU.
dist-windows: deps-windows
	@FYNE_TOOL=$(FYNE_TOOL) bash scripts/windows/dist.sh

# That .exe under Wine in a private prefix and Xvfb: the DATC files and
# validate on every built-in variant (against the Linux build's output),
# the home screen painted, and the installer installing, running and
# uninstalling with the saves kept (scripts/windows/test.sh). Not part of
# `make test`, which needs no Wine; CI runs both.
VERSION = $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
test-windows: dist-windows build
	SHARED=$(SHARED) bash scripts/windows/test.sh dist/windows/dipdesk.exe ./dipdesk dist/dipdesk-$(VERSION)-setup.exe

# gofmt must have nothing to say about any tracked Go file.
fmt:
	@bad=$$(git ls-files '*.go' | xargs gofmt -l); \
	if [ -n "$$bad" ]; then echo "gofmt would change:"; echo "$$bad"; exit 1; fi

vet:
	go vet ./...

# staticcheck is pinned in go.mod's tool block, so every machine runs the
# same version; `go tool` builds it from the module proxy on first use.
staticcheck:
	go tool staticcheck ./...

# -vet=off: go test would run a subset of vet's checks over every package
# again, cached apart from the full set `make vet` has just run.
# The packages whose tests take longest are named first (go test starts
# them in the order given and runs each once): started last, the board
# generator's minute ran alone on one core after the rest had finished.
# -timeout 30m is a guard against a hang, not a speed target: on this
# virtual machine the same Imperial generation took 60 s to 220 s of CPU
# from one run to the next, and on a loaded machine its tests ran 23
# minutes, past go test's default 10 minutes per package.
SLOWTESTS = ./app ./variants/mapgen/gen ./mapview ./bot
gotest:
	go test -vet=off -timeout 30m $(SLOWTESTS) ./...

# The race detector over every package that does not link Fyne and whose
# tests can run this module's code on two goroutines at once (the bots'
# search, the session, saving, the headless commands, the variant watcher:
# scripts/racepkgs.sh finds them, so a package that starts a goroutine
# joins by itself); and over the app's tests that run its background work
# in goroutines as the window does (loading, computers, timer, resolution:
# app/offthread_test.go, Options.Post), and the board's drawing and opening
# view made in goroutines (mapview/background_test.go), the two side by
# side. The rest run one goroutine, where -race can report nothing: `go
# test` above runs them.
race:
	go test -race -vet=off $$(bash scripts/racepkgs.sh)
	go test -race -vet=off -run 'OffTheUIGoroutine|WhileVariantsAreRead' ./app ./mapview

# The adjudicator against the DATC, through the same command users run.
datc: build
	@if [ -d "$(SHARED)/datc" ]; then \
		./dipdesk datc --rules 2000 $(SHARED)/datc/datc_v2.4_06.txt && \
		./dipdesk datc $(SHARED)/datc/datc_v3_0_delta.txt; \
	else echo "datc: $(SHARED)/datc is absent; skipping the DATC files"; fi

smoke: build
	bash scripts/smoke.sh ./dipdesk

# Regenerate every variant's board (variants/<id>/map.svg) from its
# board.toml, the way a designer does: `dipdesk mapgen`, with the Natural
# Earth geography built into the binary (no npm, no network). GEODATA=DIR
# draws from fetch-geodata.sh's files instead (e.g. for land = "10m").
GEODATA ?=
boards: build
	for spec in variants/*/board.toml; do \
		./dipdesk mapgen $$(dirname $$spec) $(if $(GEODATA),--geodata $(GEODATA)) || exit 1; \
	done

# Rebuild the built-in geography (variants/mapgen/geodata/naturalearth.pack)
# from npm's world-atlas and the Natural Earth lakes and rivers.
GEODATA_SRC ?= $(CURDIR)/tmp/geodata
geodata-pack:
	bash variants/mapgen/fetch-geodata.sh $(GEODATA_SRC)
	go run ./variants/mapgen/geodata/packgeo $(GEODATA_SRC)

# Remake assets/fonts' symbol fonts (the arrows and signs Fyne's Noto Sans
# lacks) from Debian's DejaVu Sans, with Debian's fontTools.
fonts:
	@bash scripts/deps.sh fonts
	/usr/bin/python3 assets/fonts/make-symbols.py \
		$$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font/NotoSans-Regular.ttf \
		$$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font/NotoSans-Bold.ttf assets/fonts

# Redraw assets/icon.png from its source.
icon:
	go run ./assets/icongen
