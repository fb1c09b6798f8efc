# Flick: `make run` builds and opens the window; `make test` runs every test.
SWIFT   ?= swift
FLICK   := .build/release/flick
ARGS    ?=
OUT     ?= out

.PHONY: all deps test-deps build run test goldens bench clean

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

# The examples (Examples/*) are packages of their own on Flick by path: each builds in its own
# .build (debug); the live tests run Examples/ComposedApp.
test: test-deps
	$(SWIFT) build
	$(SWIFT) build --package-path Examples/SwiperApp
	$(SWIFT) build --package-path Examples/ComposedApp
	scripts/run-tests.sh

# Re-record the golden screenshots after an intended visual change (then review and commit them).
# ONLY=carousel re-records just the scenarios whose names start with it.
goldens: deps
	$(SWIFT) build
	FLICK_UPDATE_GOLDENS=1 FLICK_GOLDEN_FILTER=$(ONLY) $(SWIFT) test --filter GoldenTests

bench: build
	$(FLICK) bench --demo swiper --size 1280x800 --json

clean:
	rm -rf .build $(OUT) test-output
