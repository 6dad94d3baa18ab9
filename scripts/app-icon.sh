#!/usr/bin/env bash
# Draws an app icon with ImageMagick: the name's first letter in white Inter Bold on a rounded square filled
# with a gradient, and writes it as an asset catalogue's AppIcon set (Contents.json and a PNG per size, as
# Xcode lays out a macOS app icon: 16, 32, 128, 256 and 512 points at 1x and 2x).
#   scripts/app-icon.sh NAME FOLDER.appiconset [HUE]
# HUE (0-359) picks the colour; without it the hue comes from the name, so each app gets its own.
# new-app.sh gives a new app this icon; package-app.py draws it for an app that has no AppIcon.
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 NAME FOLDER.appiconset [HUE]" >&2
    exit 2
fi
name=$1 folder=$2
if [ -n "${3:-}" ]; then
    hue=$3
else
    hue=$(( $(printf '%s' "$name" | cksum | cut -d' ' -f1) % 360 ))
fi
if ! [[ "$hue" =~ ^[0-9]+$ ]] || [ "$hue" -gt 359 ]; then
    echo "$0: the hue must be a whole number from 0 to 359, not '$hue'" >&2
    exit 2
fi
# Debian names ImageMagick 6's tool convert-im6.q16 and links convert to it through alternatives.
convert=$(command -v convert-im6.q16 || command -v convert || true)
if [ -z "$convert" ]; then
    echo "$0: ImageMagick's convert is missing (Debian package imagemagick)" >&2
    exit 1
fi
letter=$(printf '%s' "$name" | python3 -c 'import sys; s = sys.stdin.read().strip(); print((s[:1] or "A").upper())')
mkdir -p "$folder"
big=$(mktemp --suffix=.png)
trap 'rm -f "$big"' EXIT
# 1024 pixels with a 64-pixel margin (desktop icons leave room for the theme's shadow), corners of 22%.
# No date or time chunks, so the same name draws the same bytes.
"$convert" -size 1024x1024 "gradient:hsl($hue,70%,62%)-hsl($hue,70%,38%)" \
    \( -size 1024x1024 xc:none -fill white -draw 'roundrectangle 64,64 959,959 200,200' \) \
    -alpha off -compose CopyOpacity -composite -compose Over \
    -font Inter-Bold -pointsize 600 -fill white -gravity center -annotate +0+0 "$letter" \
    -depth 8 -strip -define png:exclude-chunk=date,time "PNG32:$big"
entries=()
for points in 16 32 128 256 512; do
    for scale in 1 2; do
        pixels=$(( points * scale ))
        suffix=""
        [ "$scale" = 1 ] || suffix="@${scale}x"
        file="icon_${points}x${points}${suffix}.png"
        "$convert" "$big" -filter Lanczos -resize "${pixels}x${pixels}" -depth 8 -strip \
            -define png:exclude-chunk=date,time "PNG32:$folder/$file"
        entries+=("    { \"filename\" : \"$file\", \"idiom\" : \"mac\", \"scale\" : \"${scale}x\", \"size\" : \"${points}x${points}\" }")
    done
done
{
    echo '{'
    echo '  "images" : ['
    for i in "${!entries[@]}"; do
        if [ "$i" -lt $(( ${#entries[@]} - 1 )) ]; then echo "${entries[$i]},"; else echo "${entries[$i]}"; fi
    done
    echo '  ],'
    echo '  "info" : { "author" : "xcode", "version" : 1 }'
    echo '}'
} > "$folder/Contents.json"
