#!/usr/bin/env bash
# Writes a new app package that uses this Atelier checkout (by path):
#   scripts/new-app.sh NAME [FOLDER]        (FOLDER defaults to ./NAME; `make new-app NAME=… DIR=…` runs it)
# NAME is the app's Swift name (letters and digits, starting with a letter, e.g. Sketchbook). The package has
# the App (Sources/NAME), its views with #Preview and an asset catalogue (Sources/NAMEKit), a preview command
# (Sources/NAMEPreview), TestHost tests (Tests/NAMETests), atelier-app.json for packaging, and a Makefile
# with run, test, preview, snapshot and package. The template is scripts/app-template.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
atelier=$(cd "$here/.." && pwd)

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 NAME [FOLDER]" >&2
    exit 2
fi
name=$1
folder=${2:-$name}
if ! [[ "$name" =~ ^[A-Za-z][A-Za-z0-9]*$ ]]; then
    echo "$0: '$name' cannot name an app: use letters and digits, starting with a letter (it names Swift modules and types)" >&2
    exit 2
fi
# The modules the app's package holds must not clash with Atelier's, Swift's or the system's.
for taken in Atelier AtelierCore AtelierCairo AtelierSDL AtelierTesting AtelierAccessibility AtelierMacros \
             AtelierPreview UniformTypeIdentifiers CoreTransferable Foundation SwiftUI XCTest Swift Dispatch \
             Observation Glibc App View Scene Image Color Text; do
    if [ "$name" = "$taken" ]; then
        echo "$0: '$name' is the name of a module or type the app uses; choose another" >&2
        exit 2
    fi
done
if [ -e "$folder" ] && [ -n "$(ls -A "$folder" 2>/dev/null)" ]; then
    echo "$0: $folder already exists and is not empty" >&2
    exit 1
fi

# SwiftPM names a path dependency after its folder, lowercased.
identity=$(basename "$atelier" | tr '[:upper:]' '[:lower:]')
command=$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')
maintainer="Your Name <you@example.org>"
if git_name=$(git config user.name 2>/dev/null) && git_mail=$(git config user.email 2>/dev/null) \
    && [ -n "$git_name" ] && [ -n "$git_mail" ]; then
    maintainer="$git_name <$git_mail>"
fi
# A name of several words shows with spaces ("MyNotes" is "My Notes" in the window and the menus).
title=$(printf '%s' "$name" | sed -E 's/([a-z0-9])([A-Z])/\1 \2/g')

mkdir -p "$folder"
folder=$(cd "$folder" && pwd)
substitute() {
    # Values may hold / and &, so sed gets them escaped.
    local value
    local script=""
    for pair in "__ATELIER_PATH__=$atelier" "__ATELIER_PACKAGE__=$identity" "__APP__=$name" "__NAME__=$title" \
                "__COMMAND__=$command" "__MAINTAINER__=$maintainer"; do
        value=$(printf '%s' "${pair#*=}" | sed -e 's/[\/&|\\]/\\&/g')
        script+="s|${pair%%=*}|$value|g;"
    done
    sed -e "$script"
}
template="$here/app-template"
(cd "$template" && find . -type f | sort) | while read -r relative; do
    target="$folder/$(printf '%s' "${relative#./}" | substitute)"
    [ "$(basename "$target")" = gitignore ] && target="$(dirname "$target")/.gitignore"
    mkdir -p "$(dirname "$target")"
    substitute < "$template/$relative" > "$target"
done

# The asset catalogue's pictures, drawn with ImageMagick: the app icon, and the Badge image set's orange disc
# (Apple's orange, 255,149,0) at 96, 192 and 288 pixels for 1x, 2x and 3x.
assets="$folder/Sources/${name}Kit/Assets.xcassets"
"$here/app-icon.sh" "$title" "$assets/AppIcon.appiconset"
convert=$(command -v convert-im6.q16 || command -v convert)
for scale in 1 2 3; do
    size=$(( 96 * scale ))
    suffix=$([ "$scale" = 1 ] && echo "" || echo "@${scale}x")
    "$convert" -size "${size}x${size}" xc:none -fill "rgb(255,149,0)" \
        -draw "circle $(( size / 2 )),$(( size / 2 )) $(( size / 2 )),$(( size / 24 ))" \
        -depth 8 -strip -define png:exclude-chunk=date,time "PNG32:$assets/Badge.imageset/badge$suffix.png"
done

echo "Wrote $folder: the app $name, using Atelier at $atelier."
echo "Next:"
echo "  cd $folder"
echo "  make run        # open its window (the first build takes a few minutes)"
echo "  make test       # run its tests"
echo "  make preview    # render its previews to previews/"
echo "  make package    # a .deb in .build/atelier-package/"
