#!/usr/bin/env bash
# CI's packaging checks (run by .ci/run as root, after `make test`):
# 1. Jotter, the example app: `make package APP=Jotter` (a release build from clean), lintian, desktop-file-validate
#    and appstreamcli on its .deb, installed with dpkg -i (apt-get -f install for anything missing), the INSTALLED
#    app's --snapshot drawn with the Swift toolchain and the build folder hidden, checked, then the package removed.
# 2. An app made from the template in a temporary folder (scripts/new-app.sh): its tests run, its previews rendered,
#    packaged, checked and installed the same way; its installed snapshot shows the badge image and the Brand
#    colour from its asset catalogue. It depends on this checkout by path, so it is built in this checkout's
#    scratch folder: SwiftPM compiles Atelier's modules there with the same commands as for `make test` and Jotter,
#    finds them up to date, and compiles only the template's own targets (a second release build of Atelier would
#    cost minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d /tmp/atelier-ci-package.XXXXXX)
empty="$work/empty"
mkdir -p "$empty"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
convert=$(command -v convert-im6.q16 || command -v convert)
# The package installed now, removed on the way out should a check fail while it is installed.
installed=""
cleanup() {
    if [ -n "$installed" ]; then dpkg -r "$installed" >/dev/null 2>&1 || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

step() { echo "== $* ($(( $(date +%s) - started )) s)"; }
started=$(date +%s)

# Number of pixels of an exact colour ("255,149,0") in a PNG.
count_colour() {
    "$convert" "$1" -alpha off -fill black +opaque "rgb($2)" -fill white -opaque "rgb($2)" \
        -format '%[fx:round(mean*w*h)]' info:
}

# check_deb DEB: lintian (no errors or warnings), the desktop file and the metainfo validated, installed, the
# installed command's snapshot drawn without the toolchain and this checkout's build folder, checked; sets
# $snapshot to the picture's path.
check_deb() {
    local deb=$1 package command root size colours
    package=$(dpkg-deb -f "$deb" Package)
    step "lintian $deb"
    lintian --fail-on error,warning "$deb"
    root="$work/$package-root"
    dpkg-deb -x "$deb" "$root"
    desktop-file-validate "$root"/usr/share/applications/*.desktop
    appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml
    step "installing $package"
    installed=$package
    if ! dpkg -i "$deb"; then
        apt-get -f install -y -qq
    fi
    dpkg-query -W -f='${Status}\n' "$package" | grep -q "install ok installed"
    command=$(basename "$(dpkg -L "$package" | grep '^/usr/bin/')")
    snapshot="$work/$package-installed.png"
    # A new mount namespace hides the toolchain and the build folder from the installed app, as on a user's
    # machine: it must find its runtime in itself and its resources in /usr/lib/$package.
    env -i PATH=/usr/bin:/bin HOME="$work" unshare -m sh -c \
        "mount --bind '$empty' '$toolchain' && mount --bind '$empty' '$repo/.build' && exec $command --snapshot '$snapshot' 480x400"
    test -s "$snapshot"
    size=$("$convert" "$snapshot" -format '%wx%h' info:)
    colours=$("$convert" "$snapshot" -format '%k' info:)
    echo "$command --snapshot: $size, $colours colours"
    [ "$size" = 480x400 ] || { echo "the snapshot is $size, not 480x400"; exit 1; }
    [ "$colours" -gt 16 ] || { echo "the snapshot is blank ($colours colours)"; exit 1; }
}

remove() {
    dpkg -r "$1" >/dev/null
    installed=""
    if [ -e "/usr/bin/$2" ]; then echo "/usr/bin/$2 is still there after dpkg -r $1"; exit 1; fi
}

step "Jotter: make package APP=Jotter (release, static Swift runtime)"
make package APP=Jotter
deb=$(ls .build/atelier-package/jotter_*.deb)
check_deb "$deb"
remove jotter jotter
step "Jotter done"

step "a new app from the template"
app="$work/apps/Greeter"
scripts/new-app.sh Greeter "$app"
shared="--scratch-path $repo/.build"
make -C "$app" test SWIFTFLAGS="$shared"
make -C "$app" preview SWIFTFLAGS="$shared"
previews=$(ls "$app"/previews/*.png | wc -l)
[ "$previews" -eq 2 ] || { echo "the template app rendered $previews previews, not 2"; exit 1; }
make -C "$app" package SWIFTFLAGS="$shared" PACKAGEFLAGS="$shared --output $work/greeter-package"
deb=$(ls "$work"/greeter-package/greeter_*.deb)
check_deb "$deb"
# The badge image set (Apple's orange disc, 96 points) and the button in Brand's light colour came from the
# asset catalogue in the installed resource bundle.
orange=$(count_colour "$snapshot" 255,149,0)
brand=$(count_colour "$snapshot" 88,86,214)
echo "installed Greeter: $orange orange badge pixels, $brand Brand pixels"
[ "$orange" -gt 5000 ] || { echo "the installed app's badge image is missing"; exit 1; }
[ "$brand" -gt 500 ] || { echo "the installed app's Brand colour is missing"; exit 1; }
remove greeter greeter
step "template app done"
