#!/usr/bin/env bash
# Installs the Debian packages Atelier needs to build, test and run its gallery, if any is missing.
# As root it runs apt-get; otherwise it prints the exact command to run.
set -euo pipefail
packages=(
    python3 pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libgdk-pixbuf-2.0-dev fonts-dejavu-core
    # The image decoders and libcurl, which Atelier loads with dlopen on first use (SVG, PDF, JPEG; http(s) images):
    # no header is needed to build, but images need them at run time.
    librsvg2-2 libpoppler-glib8 libgdk-pixbuf-2.0-0 libcurl4
    fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont
    libsdl2-dev libglib2.0-dev xvfb xdotool imagemagick dbus-daemon at-spi2-core python3-pyatspi
    libwayland-dev libdecor-0-0 libdecor-0-plugin-1-cairo sway grim wtype wl-clipboard weston
    libx11-dev xsettingsd x11-xserver-utils
    # The window host under faults (WindowFaultTests): a clipboard owner that stalls and is killed mid-paste.
    xclip
    # Packaging an app (scripts/package-app.py): the static Foundation links libcurl; dpkg-shlibdeps; the checks.
    libcurl4-openssl-dev dpkg-dev desktop-file-utils appstream lintian
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    echo "Atelier needs these Debian packages: ${missing[*]}"
    echo "Run: sudo apt-get update && sudo apt-get install -y ${missing[*]}"
    exit 1
fi
