# ScrollLab: `make run` opens the window, `make test` runs every test.
# Both install what they need on a fresh Debian/Ubuntu machine (apt-get, through sudo when not root).

SWIFT ?= swift
ARGS ?=
# libxi-dev and libx11-dev: touchpad smooth scrolling under X11 (XInput 2). The libdecor plugin draws
# the title bar of a Wayland window on compositors without server-side decorations (GNOME).
# zlib1g-dev: zlib's CRC-32 checks the assets against Assets/manifest.txt.
SDL_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libxi-dev libx11-dev libdecor-0-plugin-1-cairo zlib1g-dev
# ffmpeg (with ffprobe): `replay --video` pipes its frames into it; the tests probe the videos.
VIDEO_PACKAGES := ffmpeg
TEST_PACKAGES := xvfb xdotool imagemagick
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build release deps test-deps unit e2e goldens physics-table keys-reference clean

run: deps release
	.build/release/scroll-lab run $(ARGS)

test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --disable-swift-testing
	scripts/e2e-window.sh .build/debug/scroll-lab
	scripts/e2e-window-failures.sh .build/debug/scroll-lab
	scripts/e2e-bench-window.sh .build/debug/scroll-lab
	scripts/e2e-window-capture.sh .build/debug/scroll-lab
	scripts/e2e-window-screenshot.sh .build/debug/scroll-lab
	scripts/e2e-window-timeline.sh .build/debug/scroll-lab
	scripts/e2e-window-loop.sh .build/debug/scroll-lab
	scripts/e2e-window-compare.sh .build/debug/scroll-lab
	scripts/e2e-window-bugreport.sh .build/debug/scroll-lab
	scripts/e2e-window-timing.sh .build/debug/scroll-lab
	scripts/e2e-window-zoom.sh .build/debug/scroll-lab

unit: deps
	$(SWIFT) test --disable-swift-testing

e2e: deps test-deps build
	scripts/e2e-window.sh .build/debug/scroll-lab
	scripts/e2e-window-failures.sh .build/debug/scroll-lab
	scripts/e2e-bench-window.sh .build/debug/scroll-lab
	scripts/e2e-window-capture.sh .build/debug/scroll-lab
	scripts/e2e-window-screenshot.sh .build/debug/scroll-lab
	scripts/e2e-window-timeline.sh .build/debug/scroll-lab
	scripts/e2e-window-loop.sh .build/debug/scroll-lab
	scripts/e2e-window-compare.sh .build/debug/scroll-lab
	scripts/e2e-window-bugreport.sh .build/debug/scroll-lab
	scripts/e2e-window-timing.sh .build/debug/scroll-lab
	scripts/e2e-window-zoom.sh .build/debug/scroll-lab

# Writes the golden frames anew (Tests/ScenesTests/Goldens): only after an intended visual change.
goldens: deps
	SCROLLLAB_UPDATE_GOLDENS=1 $(SWIFT) test --disable-swift-testing --filter GoldenFrameTests

# Writes docs/PHYSICS.md's table "Against recorded iOS" anew from the scroll view: after a change of the physics.
physics-table: deps
	SCROLLLAB_UPDATE_PHYSICS_TABLE=1 $(SWIFT) test --disable-swift-testing --filter RecordedIOSTableTests

# Writes docs/reference/keys.md anew from the window's key table: after a change of a key or its help text.
keys-reference: deps
	SCROLLLAB_UPDATE_KEYS_REFERENCE=1 $(SWIFT) test --disable-swift-testing --filter KeyTableTests/testTheKeysReferenceIsTheKeyTable

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

deps:
	@scripts/install-packages.sh $(SDL_PACKAGES) $(VIDEO_PACKAGES)

test-deps:
	@scripts/install-packages.sh $(TEST_PACKAGES)

# Frame times per scene against the memory floor and SDL's software renderer (release only; not part of `make test`).
# ARGS=--plot measures 390x844 @2, 430x932 @3 and 1024x1366 @2 and draws bench-plot.png; ARGS=--window
# plays the scripts through a real window (a display is needed).
.PHONY: bench
bench: deps release
	.build/release/scroll-lab bench $(ARGS)

clean:
	rm -rf .build
