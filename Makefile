# Flick: `make run` builds and opens the window; `make test` runs every test.
SWIFT   ?= swift
FLICK   := .build/release/flick
ARGS    ?=
OUT     ?= out
# A compiler warning in Flick's own code (Sources, Tests, the examples) fails `make test`. The flag is
# given here and not as unsafeFlags in Package.swift, which would keep other packages from depending on
# Flick. Only our code is gated: SwiftPM compiles remote dependencies (swift-argument-parser,
# swift-docc-plugin) with -suppress-warnings and its native build system then leaves -warnings-as-errors
# out of their commands (swift-argument-parser on its own fails under the flag, on its deprecations);
# --build-system native keeps that so on toolchains whose default build system
# passes both flags and fails. The same flags go to `swift build` and `swift test`, so nothing is
# compiled twice; the documentation's build (`make docs`, first in `make test`) takes them too.
# C targets (CFlickAtk) get DWARF 4 debug information: clang's default DWARF 5 is more than
# Debian 12's valgrind 3.19 reads ("unhandled dwarf2 abbrev form code 0x25"), and memcheck gives up
# on the whole debug build of flick.
# A target imports no module outside its dependencies and theirs, even one built first by chance:
# the build checks it (compiling nothing again); that each import is declared by the target itself
# is Tests/ArchitectureTests' part, with the rest of the dependency rule.
WERROR  := --build-system native -Xswiftc -warnings-as-errors -Xcc -gdwarf-4 \
           --explicit-target-dependency-import-check=error

.PHONY: all deps test-deps build run test goldens screenshot bench docs api api-check clean install uninstall

all: build

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test

build: deps
	$(SWIFT) build -c release

# With a display: the interactive app (pass options with ARGS="--demo swiper --size 800x600").
# Without one: the headless demo tour, rendered by `flick record`.
run: build
	@if [ -n "$$DISPLAY" ]; then \
		$(FLICK) $(ARGS); \
	else \
		echo "No X display (DISPLAY is unset): rendering the demo tour headless with 'flick record'."; \
		$(FLICK) record --demo shell --script Resources/scenarios/tour.scenario --out $(OUT)/tour && \
		echo "The tour's pictures are in $(OUT)/tour/"; \
	fi

# The API documentation is built first (about half a minute after a build): a broken symbol link fails the tests.
# SwiftPM caches an example's build plan and would miss a file added to Flick since, so the
# examples build without that cache.
# The examples (Examples/*) are packages of their own on Flick by path: they build into one shared
# folder, Examples/.build (debug), so Flick is compiled once for the four, with no warning printed
# (scripts/build-example.sh: a dependent package sees no "prohibited flag(s)" from Flick); the live
# tests run Examples/ComposedApp, Examples/PhotoBrowser and Examples/Reader.
test: test-deps docs
	$(SWIFT) build $(WERROR)
	@$(MAKE) --no-print-directory api-check
	SWIFT=$(SWIFT) scripts/build-example.sh Examples/SwiperApp $(WERROR) --disable-build-manifest-caching
	SWIFT=$(SWIFT) scripts/build-example.sh Examples/ComposedApp $(WERROR) --disable-build-manifest-caching
	SWIFT=$(SWIFT) scripts/build-example.sh Examples/PhotoBrowser $(WERROR) --disable-build-manifest-caching
	SWIFT=$(SWIFT) scripts/build-example.sh Examples/Reader $(WERROR) --disable-build-manifest-caching
	scripts/run-tests.sh $(WERROR)

# The public API of the library modules, one declaration a line (scripts/public-api.py), against
# the baseline in docs/api/: `make api-check` (run by `make test`, after a debug build) fails on any
# difference and shows it; `make api` writes the baseline anew after a deliberate change (commit it,
# with a line in CHANGELOG.md).
API_MODULES := FlickCore FlickKit FlickHost FlickApp
API_FRESH   := .build/api
api: deps
	$(SWIFT) build $(WERROR)
	scripts/public-api.py .build/debug/Modules docs/api $(API_MODULES)

api-check:
	@rm -rf $(API_FRESH)
	@scripts/public-api.py .build/debug/Modules $(API_FRESH) $(API_MODULES)
	@diff -ru docs/api $(API_FRESH) || { echo "The public API differs from docs/api (above: - baseline, + now). If the change is meant, run 'make api', add a line to CHANGELOG.md and commit both." >&2; exit 1; }
	@echo "api-check: the public API of $(API_MODULES) matches docs/api"

# Re-record the golden screenshots after an intended visual change (then review and commit them).
# ONLY=carousel re-records just the scenarios whose names start with it.
goldens: deps
	$(SWIFT) build $(WERROR)
	FLICK_UPDATE_GOLDENS=1 FLICK_GOLDEN_FILTER=$(ONLY) $(SWIFT) test $(WERROR) --filter GoldenTests

# The README's picture, docs/screenshot.png, rendered anew from its scenario (a test fails when it is out of date).
screenshot: deps
	$(SWIFT) build $(WERROR)
	.build/debug/flick record --script Resources/scenarios/screenshot.scenario --goldens docs --update-goldens --out $(OUT)/screenshot

# API documentation of FlickCore, FlickCairo, FlickKit, FlickTracing and FlickApp (DocC, through swift-docc-plugin)
# into $(DOCS)/, one archive per module. A broken symbol link or another DocC warning fails the build.
# FlickApp's archive is combined with FlickHost's, whose ComponentHost FlickApp re-exports:
# swift-docc-plugin leaves re-exported symbols out of a module's symbol graph, so FlickApp's
# articles link to ``/FlickHost/ComponentHost`` across the two.
DOCS    ?= .build/docs
docs: deps
	@mkdir -p $(DOCS)
	@for target in FlickCore FlickCairo FlickKit FlickTracing; do \
		echo "docs: $$target"; \
		$(SWIFT) package $(WERROR) --allow-writing-to-directory $(DOCS) generate-documentation --target $$target \
			--output-path $(DOCS)/$$target.doccarchive --warnings-as-errors \
			--fallback-bundle-identifier org.flick.$$target || exit 1; \
	done
	@echo "docs: FlickHost and FlickApp"
	@$(SWIFT) package $(WERROR) --allow-writing-to-directory $(DOCS) generate-documentation --target FlickHost --target FlickApp \
		--enable-experimental-combined-documentation --output-path $(DOCS)/FlickApp.doccarchive --warnings-as-errors \
		--fallback-bundle-identifier org.flick.FlickApp
	@echo "docs: $(DOCS)/FlickCore, FlickCairo, FlickKit, FlickTracing and FlickApp.doccarchive (FlickApp with FlickHost)"

bench: build
	$(FLICK) bench --demo swiper --size 1280x800 --json

clean:
	rm -rf .build Examples/.build $(OUT) test-output

# `make install` puts the binary, the launcher (flick.desktop) and the icons (PNGs drawn by
# `flick icon` in every size of AppIcon.pixelSizes, and an SVG) under PREFIX, by default ~/.local;
# DESTDIR stages them elsewhere (for packaging). `make uninstall` removes exactly those files.
# INSTALL_BIN names the binary to install; by default the release build, built first.
PREFIX      ?= $(HOME)/.local
DESTDIR     ?=
INSTALL_BIN ?= $(FLICK)
ICON_SIZES  := 16 24 32 48 64 128 256
BINDIR       = $(DESTDIR)$(PREFIX)/bin
APPDIR       = $(DESTDIR)$(PREFIX)/share/applications
ICONDIR      = $(DESTDIR)$(PREFIX)/share/icons/hicolor
INSTALLED    = $(BINDIR)/flick $(APPDIR)/flick.desktop $(ICONDIR)/scalable/apps/flick.svg \
               $(foreach s,$(ICON_SIZES),$(ICONDIR)/$(s)x$(s)/apps/flick.png)

install: $(if $(filter $(FLICK),$(INSTALL_BIN)),build)
	@test -x "$(INSTALL_BIN)" || { echo "make install: no flick binary at $(INSTALL_BIN); run 'make build' or set INSTALL_BIN" >&2; exit 2; }
	install -d "$(BINDIR)" "$(APPDIR)" "$(ICONDIR)/scalable/apps" $(foreach s,$(ICON_SIZES),"$(ICONDIR)/$(s)x$(s)/apps")
	install -m 755 "$(INSTALL_BIN)" "$(BINDIR)/flick"
	sed -e 's|^Exec=flick|Exec=$(PREFIX)/bin/flick|' -e 's|^TryExec=flick|TryExec=$(PREFIX)/bin/flick|' \
		Resources/flick.desktop > "$(APPDIR)/flick.desktop"
	chmod 644 "$(APPDIR)/flick.desktop"
	$(foreach s,$(ICON_SIZES),"$(INSTALL_BIN)" icon --size $(s) --out "$(ICONDIR)/$(s)x$(s)/apps/flick.png" &&) \
		"$(INSTALL_BIN)" icon --out "$(ICONDIR)/scalable/apps/flick.svg"
	@echo "Installed Flick under $(DESTDIR)$(PREFIX) (run it as $(PREFIX)/bin/flick or from the applications menu)."

uninstall:
	rm -f $(foreach f,$(INSTALLED),"$(f)")
