# Flick: `make run` builds and opens the window; `make test` runs every test.
SWIFT   ?= swift
FLICK   := .build/release/flick
ARGS    ?=
OUT     ?= out

.PHONY: all deps test-deps build run test goldens bench docs clean

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
test: test-deps docs
	$(SWIFT) build
	scripts/run-tests.sh

# Re-record the golden screenshots after an intended visual change (then review and commit them).
# ONLY=carousel re-records just the scenarios whose names start with it.
goldens: deps
	$(SWIFT) build
	FLICK_UPDATE_GOLDENS=1 FLICK_GOLDEN_FILTER=$(ONLY) $(SWIFT) test --filter GoldenTests

# API documentation of FlickKit and FlickApp (DocC, through swift-docc-plugin) into $(DOCS)/, one
# archive per module. A broken symbol link or another DocC warning fails the build.
DOCS    ?= .build/docs
docs: deps
	@mkdir -p $(DOCS)
	@for target in FlickKit FlickApp; do \
		echo "docs: $$target"; \
		$(SWIFT) package --allow-writing-to-directory $(DOCS) generate-documentation --target $$target \
			--output-path $(DOCS)/$$target.doccarchive --warnings-as-errors \
			--fallback-bundle-identifier org.flick.$$target || exit 1; \
	done
	@echo "docs: $(DOCS)/FlickKit.doccarchive and $(DOCS)/FlickApp.doccarchive"

bench: build
	$(FLICK) bench --demo swiper --size 1280x800 --json

clean:
	rm -rf .build $(OUT) test-output
