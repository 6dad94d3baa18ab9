# The README's quick start: `make gallery` renders the gallery, `make test` runs the tests.
# Both install any missing Debian packages first (scripts/install-deps.sh).
SWIFT ?= swift

.PHONY: deps build test check-layers check-package api-audit gallery benchmark benchmark-window fuzz fuzz-ci tsan asan package new-app clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

test: deps check-layers check-package
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) ./scripts/run-tests.sh

# Fails when a lower layer of AtelierCore names a higher layer's type (DESIGN.md's order).
check-layers:
	@python3 scripts/check-layers.py

# Fails when a target or library product reaches a module only through a re-export, which incremental builds miss.
check-package:
	@python3 scripts/check-package-dependencies.py

# Every public name a program sees is SwiftUI's, another Apple framework's, or reviewed as Atelier's own (issue 34;
# also run by the tests, PublicAPIAuditTests). `python3 scripts/public-api-audit.py --all` lists each with its class.
api-audit: build
	python3 scripts/public-api-audit.py

gallery: deps
	$(SWIFT) build --product Gallery
	$$($(SWIFT) build --show-bin-path)/Gallery gallery

benchmark: deps
	$(SWIFT) build -c release --product Benchmarks
	$$($(SWIFT) build -c release --show-bin-path)/Benchmarks

# Random view trees with random input (taps, drags, scrolls; typing, pasting and composing in text fields; pushing and
# popping a NavigationStack; presenting and dismissing sheets, alerts and dialogs; deleting and moving List rows),
# each batch in a child process: crashes, hangs, broken renderers and
# broken layout invariants, each failure shrunk to a SwiftUI program (Sources/Fuzz). `make fuzz SEED=7 COUNT=500`.
SEED ?= 1
COUNT ?= 20000
fuzz: deps
	$(SWIFT) build -c release --product Fuzz
	$$($(SWIFT) build -c release --show-bin-path)/Fuzz --seed $(SEED) --count $(COUNT)

# CI's short fixed-seed batch (500 trees, about a minute: with text, navigation, presentation and list input a debug
# tree costs 150 ms, and 400 took 64 s on a loaded machine): a debug build (shared with `make test`), the fuzzer's
# self-test first; fails on any failure.
fuzz-ci: deps
	$(SWIFT) build --product Fuzz
	$$($(SWIFT) build --show-bin-path)/Fuzz --self-test
	$$($(SWIFT) build --show-bin-path)/Fuzz --seed 1 --count 500

# The test suite's threaded parts under the thread sanitizer: main-queue draining and tasks, state written from
# background threads, the clipboard, and the threads that serve the portal, the accessibility bus and XSettings.
# Its own build folder (a sanitized build shares nothing with the normal one); any report fails the run.
TSAN_TESTS ?= DynamicPropertyTests|AppStorageTests|LifecycleTests|ReliabilityTests.testTask|ReliabilityTests.testATask|PresenceTests|AnimationTests|GestureTests|FlipIntegrationTests|DragAndDropTests|PasteButtonTests|DesktopAppearanceTests.testTheSettingIsRead|DesktopAppearanceTests.testNoBus|PortalFileChooserTests|AccessibilityBridgeEndToEndTests|AccessibilityBridgeWindowsTests|X11DesktopScaleTests
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --build-path .build-tsan
	TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" $(SWIFT) test --skip-build --sanitize=thread --build-path .build-tsan --filter '$(TSAN_TESTS)'

# The fuzzer under the address sanitizer (heap overflows, use after free; leak checking is off, as GLib, Pango and
# fontconfig keep their caches for the process): `make asan ASAN_COUNT=3000 SEED=1`. Its own build folder.
ASAN_COUNT ?= 3000
asan: deps
	$(SWIFT) build --sanitize=address --build-path .build-asan --product Fuzz
	ASAN_OPTIONS="detect_leaks=0 abort_on_error=1" $$($(SWIFT) build --sanitize=address --build-path .build-asan --show-bin-path)/Fuzz --seed $(SEED) --count $(ASAN_COUNT) --timeout 60

benchmark-window: deps
	./scripts/benchmark-idle-window.sh

# A Debian package of one of this repository's apps, from atelier-app.json (scripts/package-app.py, which
# packages any SwiftPM package that uses Atelier): `make package APP=Jotter` writes
# .build/atelier-package/jotter_<version>_<arch>.deb and a Flatpak manifest beside it.
APP ?= Jotter
package: deps
	python3 scripts/package-app.py . $(APP)

# A new app's package from the template (scripts/new-app.sh): `make new-app NAME=Sketchbook DIR=../Sketchbook`.
new-app: deps
	@test -n "$(NAME)" || { echo "usage: make new-app NAME=AppName [DIR=folder]"; exit 2; }
	./scripts/new-app.sh $(NAME) $(DIR)

clean:
	rm -rf .build gallery
