# The README's quick start: `make gallery` renders the gallery, `make test` runs the tests.
# Both install any missing Debian packages first (scripts/install-deps.sh).
SWIFT ?= swift

.PHONY: deps build test check-layers gallery benchmark benchmark-window clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

test: deps check-layers
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Fails when a lower layer of AtelierCore names a higher layer's type (DESIGN.md's order).
check-layers:
	@python3 scripts/check-layers.py

gallery: deps
	$(SWIFT) build --product Gallery
	$$($(SWIFT) build --show-bin-path)/Gallery gallery

benchmark: deps
	$(SWIFT) build -c release --product Benchmarks
	$$($(SWIFT) build -c release --show-bin-path)/Benchmarks

benchmark-window: deps
	./scripts/benchmark-idle-window.sh

clean:
	rm -rf .build gallery
