#!/usr/bin/env python3
"""Packages an app made with Atelier as a Debian package, and writes a Flatpak manifest beside it.

    scripts/package-app.py [options] PACKAGE_FOLDER PRODUCT

PACKAGE_FOLDER is any SwiftPM package that uses Atelier; PRODUCT is one of its executables. The app is built
in release with the Swift runtime linked statically (so the package does not need a Swift toolchain), and
the .deb holds:

    /usr/lib/PACKAGE/PRODUCT                 the executable, stripped
    /usr/lib/PACKAGE/X.resources             links to the resource bundles, so Bundle.module finds them
    /usr/share/PACKAGE/X.resources/...       the SwiftPM resource bundles (asset catalogues among them)
    /usr/bin/COMMAND                         a link to the executable
    /usr/share/applications/ID.desktop
    /usr/share/metainfo/ID.metainfo.xml      AppStream
    /usr/share/icons/hicolor/NxN/apps/ID.png the AppIcon set of the package's asset catalogue
    /usr/share/man/man1/COMMAND.1.gz
    /usr/share/doc/PACKAGE/copyright, changelog.gz

with Depends computed from the executable's shared libraries (dpkg-shlibdeps) plus the fonts Atelier draws
with. The app's id, name, summary, version, maintainer and licence come from atelier-app.json in the package
folder (all optional; see README.md, "Your own app"). Flatpak: a manifest and its files in OUTPUT/flatpak,
to build with flatpak-builder where the freedesktop runtime can be installed (it is not built here).
"""

import argparse
import datetime
import email.utils
import gzip
import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import textwrap
import xml.etree.ElementTree as ElementTree
import zlib
from xml.sax.saxutils import escape

TOOL = "package-app"
SCRIPTS = os.path.dirname(os.path.abspath(__file__))

# Fonts Atelier draws with: Inter for text and Material Icons for SF Symbols are needed by every app;
# Noto CJK and Noto Color Emoji only for those scripts, so they are recommended (apt installs them by
# default) rather than required (Noto CJK alone is over 100 MB).
# Libraries Atelier loads with dlopen on first use (CLazyImageCodecs, CLazyCurl), which dpkg-shlibdeps cannot see:
# the package of each whose name the executable holds.
DLOPEN_DEPENDS = {"libcurl.so.4": "libcurl4", "libgdk_pixbuf-2.0.so.0": "libgdk-pixbuf-2.0-0",
                  "libpoppler-glib.so.8": "libpoppler-glib8", "librsvg-2.so.2": "librsvg2-2"}
FONT_DEPENDS = ["fonts-inter", "fonts-material-design-icons-iconfont"]
FONT_RECOMMENDS = ["fonts-noto-cjk", "fonts-noto-color-emoji"]

# hicolor's sizes for applications (Debian's hicolor-icon-theme index.theme).
HICOLOR_SIZES = [16, 22, 24, 32, 36, 48, 64, 72, 96, 128, 192, 256, 512]
# Sizes drawn from the largest icon when the set lacks them (desktops and software centres ask for these).
FILL_SIZES = [16, 32, 48, 64, 128, 256, 512]

CONFIG_KEYS = {
    "product", "id", "name", "summary", "description", "version", "maintainer", "license", "copyright",
    "homepage", "categories", "keywords", "mimeTypes", "section", "package", "command", "icon",
    "appIconSet", "developer", "depends", "recommends", "screenshots", "apps",
}


class PackagingError(Exception):
    """A problem that stops packaging; its message is printed as it is."""


def warn(message):
    print(f"{TOOL}: warning: {message}", file=sys.stderr, flush=True)


def note(message):
    print(f"{TOOL}: {message}", flush=True)


def run(args, cwd=None, capture=True, env=None):
    """Runs a command; its standard output (or None when not captured). Fails with its error output."""
    try:
        result = subprocess.run(args, cwd=cwd, env=env, text=True,
                                stdout=subprocess.PIPE if capture else None,
                                stderr=subprocess.PIPE if capture else None)
    except FileNotFoundError:
        raise PackagingError(f"{args[0]} is not installed")
    if result.returncode != 0:
        detail = (result.stderr or "").strip() if capture else ""
        raise PackagingError(f"{' '.join(args[:4])} failed (exit {result.returncode})" + (f":\n{detail}" if detail else ""))
    return result.stdout


# MARK: The app's description

def load_config(path, product):
    """The settings for `product` from atelier-app.json: the top level's keys, overridden by the entry of
    its "apps" list whose "product" is `product`. Missing file: no settings."""
    if not os.path.exists(path):
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except json.JSONDecodeError as error:
        raise PackagingError(f"{path} is not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}")
    if not isinstance(data, dict):
        raise PackagingError(f"{path} must hold a JSON object, not {type(data).__name__}")
    apps = data.get("apps", [])
    if not isinstance(apps, list) or not all(isinstance(a, dict) for a in apps):
        raise PackagingError(f"{path}: \"apps\" must be a list of objects")
    settings = {k: v for k, v in data.items() if k != "apps"}
    for app in apps:
        if app.get("product") == product:
            settings.update(app)
    if "product" in settings and settings["product"] != product:
        # A file made for another product (a single-app file) still gives its shared settings, not its identity.
        for key in ("product", "id", "name", "summary", "description", "package", "command", "icon"):
            settings.pop(key, None)
    unknown = sorted(set(settings) - CONFIG_KEYS)
    for app in apps:
        unknown += sorted(set(app) - CONFIG_KEYS)
    if unknown:
        warn(f"{path}: unknown keys ignored: {', '.join(sorted(set(unknown)))} (known: {', '.join(sorted(CONFIG_KEYS - {'apps'}))})")
    return settings


def git_identity(folder):
    """'Name <email>' from git's configuration for `folder`, or None."""
    try:
        name = subprocess.run(["git", "-C", folder, "config", "user.name"], capture_output=True, text=True).stdout.strip()
        mail = subprocess.run(["git", "-C", folder, "config", "user.email"], capture_output=True, text=True).stdout.strip()
    except FileNotFoundError:
        return None
    return f"{name} <{mail}>" if name and mail else None


def string_list(value, key):
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PackagingError(f"atelier-app.json: \"{key}\" must be a string or a list of strings")
    return value


def app_metadata(settings, product, package_folder, build_date):
    """The app's metadata with defaults filled in, checked."""
    def text(key, default):
        value = settings.get(key, default)
        if not isinstance(value, str):
            raise PackagingError(f"atelier-app.json: \"{key}\" must be a string")
        return value.strip()

    meta = {"product": product}
    meta["name"] = text("name", product)
    meta["id"] = text("id", f"org.example.{product}")
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_-]*){2,}", meta["id"]):
        raise PackagingError(f"\"{meta['id']}\" is not an app id: write it in reverse-DNS form with at least three parts "
                             "of letters, digits and _ (e.g. org.example.MyApp), as AppStream and Flatpak require")
    default_package = re.sub(r"[^a-z0-9+.-]+", "-", product.lower()).strip("-.+")
    meta["package"] = text("package", default_package)
    if not re.fullmatch(r"[a-z0-9][a-z0-9+.-]+", meta["package"]):
        raise PackagingError(f"\"{meta['package']}\" is not a Debian package name (lowercase letters, digits, + - and ., "
                             "at least two characters); set \"package\" in atelier-app.json")
    meta["command"] = text("command", meta["package"])
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9+._-]*", meta["command"]):
        raise PackagingError(f"\"{meta['command']}\" is not a command name")
    meta["version"] = text("version", "0.1.0")
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", meta["version"]) or meta["version"].endswith("-"):
        raise PackagingError(f"\"{meta['version']}\" is not a Debian version (it starts with a digit; letters, digits, . + ~ -)")
    meta["summary"] = text("summary", "Desktop application made with Atelier").rstrip(".")
    if not meta["summary"] or len(meta["summary"]) > 80 or "\n" in meta["summary"]:
        raise PackagingError("atelier-app.json: \"summary\" must be one line of at most 80 characters")
    description = settings.get("description", [])
    paragraphs = string_list(description, "description") or [
        f"{meta['name']} is a desktop application written in SwiftUI and built with Atelier, which draws it with "
        "Cairo and Pango in an SDL window on X11 and Wayland."]
    meta["description"] = [" ".join(p.split()) for p in paragraphs if p.strip()]
    maintainer = settings.get("maintainer")
    if maintainer is None:
        env_name, env_mail = os.environ.get("DEBFULLNAME"), os.environ.get("DEBEMAIL")
        maintainer = f"{env_name} <{env_mail}>" if env_name and env_mail else git_identity(package_folder)
        if maintainer is None:
            maintainer = "Unknown <unknown@example.org>"
            warn(f"no \"maintainer\" in atelier-app.json and no git identity; the package says {maintainer}")
    if not isinstance(maintainer, str) or not re.fullmatch(r"[^<>]+ <[^<>@\s]+@[^<>@\s]+>", maintainer.strip()):
        raise PackagingError(f"\"maintainer\" must read \"Full Name <address@example.org>\", not {maintainer!r}")
    meta["maintainer"] = maintainer.strip()
    meta["maintainer_name"] = meta["maintainer"].split(" <")[0]
    meta["license"] = text("license", "LicenseRef-proprietary")
    meta["copyright"] = text("copyright", f"{build_date.year} {meta['maintainer_name']}")
    meta["homepage"] = text("homepage", "")
    meta["developer"] = text("developer", meta["maintainer_name"])
    meta["categories"] = string_list(settings.get("categories", ["Utility"]), "categories")
    meta["keywords"] = string_list(settings.get("keywords"), "keywords")
    meta["mime_types"] = string_list(settings.get("mimeTypes"), "mimeTypes")
    meta["depends"] = string_list(settings.get("depends"), "depends")
    meta["recommends"] = string_list(settings.get("recommends"), "recommends")
    meta["screenshots"] = string_list(settings.get("screenshots"), "screenshots")
    meta["section"] = text("section", "misc")
    meta["icon"] = settings.get("icon")
    meta["app_icon_set"] = text("appIconSet", "AppIcon")
    return meta


# MARK: The package's targets

def describe_package(folder, swift_options):
    out = run(["swift", "package", "--package-path", folder, *swift_options, "describe", "--type", "json"])
    # SwiftPM may print lines about fetching or resolving before the JSON.
    return json.loads(out[out.index("{"):])


def product_targets(description, product):
    """The package's own targets that go into `product` (its executable target first), or a clear error."""
    executables = sorted({p["name"] for p in description.get("products", []) if "executable" in p.get("type", {})}
                         | {t["name"] for t in description.get("targets", []) if t.get("type") == "executable"})
    if product not in executables:
        raise PackagingError(f"{description.get('name', 'the package')} has no executable product named {product}"
                             + (f" (its executables: {', '.join(executables)})" if executables else " (it has no executable)"))
    targets = [t for t in description.get("targets", []) if product in t.get("product_memberships", [])]
    targets.sort(key=lambda t: t.get("type") != "executable")
    return targets


def resource_bundles(description, targets, bin_dir, executable):
    """The resource bundles the app needs: those of its own targets with resources, and any other bundle in
    the build folder whose name the executable holds (a dependency's generated `Bundle.module`)."""
    package_name = description.get("manifest_display_name") or description.get("name")
    names = []
    for target in targets:
        if target.get("resources"):
            name = f"{package_name}_{target['name']}.resources"
            if not os.path.isdir(os.path.join(bin_dir, name)):
                raise PackagingError(f"the target {target['name']} has resources but the build made no {name} in {bin_dir}")
            names.append(name)
    with open(executable, "rb") as f:
        binary = f.read()
    for entry in sorted(os.listdir(bin_dir)):
        if entry.endswith(".resources") and entry not in names and entry.encode() in binary:
            names.append(entry)
    return names


def find_app_icon_set(package_folder, targets, set_name):
    """The first `<set_name>.appiconset` in an asset catalogue of the app's targets (its executable's first)."""
    for target in targets:
        root = os.path.join(package_folder, target["path"])
        for folder, subfolders, _ in sorted(os.walk(root)):
            subfolders.sort()
            if folder.endswith(".xcassets") and os.path.isdir(os.path.join(folder, set_name + ".appiconset")):
                return os.path.join(folder, set_name + ".appiconset")
    return None


# MARK: Icons

def read_png(path):
    """(width, height) of a PNG file after checking it whole: the signature, every chunk's CRC, the header
    and the image data; PackagingError saying what is wrong otherwise."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as error:
        raise PackagingError(f"cannot read the icon {path}: {error.strerror}")
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        raise PackagingError(f"the icon {path} is not a PNG file (it does not start with PNG's signature)")
    offset, size, chunks, idat = 8, None, 0, zlib.decompressobj()
    while True:
        if offset + 8 > len(data):
            raise PackagingError(f"the icon {path} is a damaged PNG: it ends at byte {len(data)} before its IEND chunk")
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        end = offset + 12 + length
        if end > len(data):
            raise PackagingError(f"the icon {path} is a damaged PNG: its {kind.decode('latin-1')} chunk is cut off")
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[end - 4:end])
        if zlib.crc32(kind + body) & 0xffffffff != crc:
            raise PackagingError(f"the icon {path} is a damaged PNG: the checksum of its {kind.decode('latin-1')} chunk "
                                 f"at byte {offset} is wrong")
        if chunks == 0:
            if kind != b"IHDR" or length != 13:
                raise PackagingError(f"the icon {path} is a damaged PNG: it does not begin with a header chunk")
            size = struct.unpack(">II", body[:8])
        if kind == b"IDAT":
            try:
                idat.decompress(body)
            except zlib.error as error:
                raise PackagingError(f"the icon {path} is a damaged PNG: its image data does not decompress ({error})")
        chunks += 1
        offset = end
        if kind == b"IEND":
            break
    if not idat.eof:
        raise PackagingError(f"the icon {path} is a damaged PNG: its image data stops short")
    if size[0] == 0 or size[1] == 0:
        raise PackagingError(f"the icon {path} is a damaged PNG: it is {size[0]}x{size[1]} pixels")
    return size


def app_icon_set_images(folder):
    """(pixels, path) of each PNG image of an AppIcon set, sizes from its Contents.json, checked."""
    contents = os.path.join(folder, "Contents.json")
    try:
        with open(contents, encoding="utf-8") as f:
            images = json.load(f).get("images", [])
    except (OSError, json.JSONDecodeError, AttributeError) as error:
        raise PackagingError(f"cannot read {contents}: {error}")
    found = []
    for image in images:
        name = image.get("filename") if isinstance(image, dict) else None
        if not name:
            continue  # an empty slot of the set
        path = os.path.join(folder, name)
        if not name.lower().endswith(".png"):
            warn(f"{path} is not a PNG; only PNG images of an AppIcon set are packaged")
            continue
        if not os.path.exists(path):
            raise PackagingError(f"{contents} names {name}, which is not in the set")
        width, height = read_png(path)
        match = re.fullmatch(r"([0-9.]+)x([0-9.]+)", str(image.get("size", "")))
        scale = re.fullmatch(r"([0-9.]+)x", str(image.get("scale", "1x")))
        if match and scale:
            declared = round(float(match.group(1)) * float(scale.group(1)))
            if (width, height) != (declared, declared):
                warn(f"{path} is {width}x{height} pixels but {contents} says {image.get('size')} at "
                     f"{image.get('scale', '1x')}; it is packaged as {width}x{height}")
        if width != height:
            warn(f"{path} is not square ({width}x{height}); left out")
            continue
        found.append((width, path))
    if not found:
        raise PackagingError(f"the AppIcon set {folder} has no PNG image")
    return found


def imagemagick():
    for name in ("convert-im6.q16", "convert"):
        path = shutil.which(name)
        if path:
            return path
    raise PackagingError("ImageMagick's convert is needed to scale the icon (Debian package imagemagick)")


def install_icons(images, svg, stage_share, app_id, work):
    """Installs PNG images (pixels, path) into hicolor at their sizes, draws the common sizes the set lacks
    from its largest image, and an SVG into scalable; returns the installed paths under stage_share."""
    installed = []
    by_size = {}
    for pixels, path in sorted(images, reverse=True):
        by_size.setdefault(pixels, path)
    if by_size:
        largest = max(by_size)
        for pixels in FILL_SIZES:
            if pixels < largest and pixels not in by_size:
                scaled = os.path.join(work, f"icon-{pixels}.png")
                run([imagemagick(), by_size[largest], "-filter", "Lanczos", "-resize", f"{pixels}x{pixels}",
                     "-strip", "-define", "png:exclude-chunk=date,time", f"PNG32:{scaled}"])
                by_size[pixels] = scaled
        for pixels, path in sorted(by_size.items()):
            if pixels in HICOLOR_SIZES:
                folder = f"{pixels}x{pixels}"
            elif pixels % 2 == 0 and pixels // 2 in HICOLOR_SIZES and pixels // 2 * 2 not in HICOLOR_SIZES:
                folder = f"{pixels // 2}x{pixels // 2}@2"  # 1024 pixels: 512 points at 2x
            else:
                continue
            target = os.path.join(stage_share, "icons/hicolor", folder, "apps", app_id + ".png")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(path, target)
            installed.append(target)
    if svg:
        target = os.path.join(stage_share, "icons/hicolor/scalable/apps", app_id + ".svg")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(svg, target)
        installed.append(target)
    if not installed:
        raise PackagingError("no icon image has a size the desktop's icon theme uses (16 to 512 pixels)")
    return installed


def icon_sources(meta, package_folder, targets, work):
    """(PNG images, SVG path or None) for the app's icon: the configured file, else the AppIcon set, else a
    drawn one (with a warning)."""
    if meta["icon"]:
        if not isinstance(meta["icon"], str):
            raise PackagingError("\"icon\" must be the path of a PNG or SVG file")
        path = os.path.join(package_folder, meta["icon"])
        if not os.path.exists(path):
            raise PackagingError(f"the icon {path} does not exist")
        if path.lower().endswith(".svg"):
            try:
                root = ElementTree.parse(path).getroot()
            except ElementTree.ParseError as error:
                raise PackagingError(f"the icon {path} is not a readable SVG file ({error})")
            if not root.tag.endswith("svg"):
                raise PackagingError(f"the icon {path} is XML but not SVG (its root is <{root.tag}>)")
            return [], path
        if path.lower().endswith(".png"):
            width, height = read_png(path)
            if width != height:
                raise PackagingError(f"the icon {path} is not square ({width}x{height})")
            return [(width, path)], None
        raise PackagingError(f"the icon {path} is neither a PNG nor an SVG file")
    icon_set = find_app_icon_set(package_folder, targets, meta["app_icon_set"])
    if icon_set:
        note(f"icon: {os.path.relpath(icon_set, package_folder)}")
        return app_icon_set_images(icon_set), None
    drawn = os.path.join(work, "AppIcon.appiconset")
    warn(f"no {meta['app_icon_set']}.appiconset in the asset catalogues of {meta['product']}'s targets and no \"icon\" in "
         f"atelier-app.json; packaging a drawn icon (the letter {meta['name'][:1].upper()} on a coloured square)")
    run([os.path.join(SCRIPTS, "app-icon.sh"), meta["name"], drawn])
    return app_icon_set_images(drawn), None


# MARK: The files of the package

def desktop_entry(meta):
    """The .desktop file's text (freedesktop Desktop Entry 1.5)."""
    def value(text):
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace(";", "\\;")
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        f"Name={value(meta['name'])}",
        f"Comment={value(meta['summary'])}",
        # Files named on the command line open as documents or reach onOpenURL.
        f"Exec={meta['command']}" + (" %F" if meta["mime_types"] else ""),
        f"Icon={meta['id']}",
        "Terminal=false",
        "Categories=" + "".join(value(c) + ";" for c in meta["categories"]),
    ]
    if meta["mime_types"]:
        lines.append("MimeType=" + "".join(m + ";" for m in meta["mime_types"]))
    if meta["keywords"]:
        lines.append("Keywords=" + "".join(value(k) + ";" for k in meta["keywords"]))
    # SDL names the window's class (X11) and app id (Wayland) after the executable; desktops match the
    # window to this file through StartupWMClass.
    lines.append(f"StartupWMClass={meta['product']}")
    return "\n".join(lines) + "\n"


def metainfo(meta, date):
    """The AppStream metainfo file's text."""
    def element(tag, text, attributes=""):
        return f"  <{tag}{attributes}>{escape(text)}</{tag}>"
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           "<!-- Written by Atelier's package-app from atelier-app.json -->",
           '<component type="desktop-application">',
           element("id", meta["id"]),
           element("metadata_license", "CC0-1.0"),
           element("project_license", meta["license"]),
           element("name", meta["name"]),
           element("summary", meta["summary"]),
           "  <description>"]
    out += [f"    <p>{escape(p)}</p>" for p in meta["description"]]
    out += ["  </description>",
            element("developer_name", meta["developer"]),
            element("launchable", meta["id"] + ".desktop", ' type="desktop-id"')]
    if meta["homepage"]:
        out.append(element("url", meta["homepage"], ' type="homepage"'))
    if meta["screenshots"]:
        out.append("  <screenshots>")
        for i, url in enumerate(meta["screenshots"]):
            kind = ' type="default"' if i == 0 else ""
            out.append(f"    <screenshot{kind}><image>{escape(url)}</image></screenshot>")
        out.append("  </screenshots>")
    out.append("  <provides>")
    out.append(f"    <binary>{escape(meta['command'])}</binary>")
    out += [f"    <mediatype>{escape(m)}</mediatype>" for m in meta["mime_types"]]
    out.append("  </provides>")
    if meta["keywords"]:
        out.append("  <keywords>")
        out += [f"    <keyword>{escape(k)}</keyword>" for k in meta["keywords"]]
        out.append("  </keywords>")
    out += ['  <content_rating type="oars-1.1"/>',
            "  <releases>",
            f'    <release version="{escape(meta["version"])}" date="{date.strftime("%Y-%m-%d")}"/>',
            "  </releases>",
            "</component>"]
    return "\n".join(out) + "\n"


def control_description(meta):
    """The Description field: the summary, then the paragraphs wrapped, each line indented by a space."""
    lines = [meta["summary"]]
    for i, paragraph in enumerate(meta["description"]):
        if i > 0:
            lines.append(" .")
        lines += [" " + line for line in textwrap.wrap(paragraph, 78)]
    return "\n".join(lines)


def control_file(meta, architecture, installed_size, depends, recommends):
    fields = [("Package", meta["package"]), ("Version", meta["version"]), ("Architecture", architecture),
              ("Maintainer", meta["maintainer"]), ("Installed-Size", str(installed_size)),
              ("Depends", ", ".join(depends))]
    if recommends:
        fields.append(("Recommends", ", ".join(recommends)))
    fields += [("Section", meta["section"]), ("Priority", "optional")]
    if meta["homepage"]:
        fields.append(("Homepage", meta["homepage"]))
    fields.append(("Description", control_description(meta)))
    return "".join(f"{k}: {v}\n" for k, v in fields)


COMMON_LICENSES = {"Apache-2.0", "Artistic-1.0", "BSD-3-Clause", "CC0-1.0", "GFDL-1.2", "GFDL-1.3", "GPL-1.0",
                   "GPL-2.0", "GPL-3.0", "LGPL-2.0", "LGPL-2.1", "LGPL-3.0", "MPL-1.1", "MPL-2.0"}

MIT_TEXT = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation
the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and
to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions
of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO
THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
DEALINGS IN THE SOFTWARE."""


def copyright_file(meta, package_folder):
    """debian/copyright in the machine-readable format: the licence's text from the package's LICENSE file,
    a pointer to /usr/share/common-licenses, MIT's text, or a statement that no licence is granted."""
    spdx = meta["license"]
    debian_name = {"GPL-2.0-only": "GPL-2", "GPL-2.0-or-later": "GPL-2+", "GPL-3.0-only": "GPL-3",
                   "GPL-3.0-or-later": "GPL-3+", "LGPL-2.1-only": "LGPL-2.1", "LGPL-2.1-or-later": "LGPL-2.1+",
                   "LGPL-3.0-only": "LGPL-3", "LGPL-3.0-or-later": "LGPL-3+", "MIT": "Expat",
                   "LicenseRef-proprietary": "proprietary"}.get(spdx, spdx)
    text = None
    for name in ("LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING", "LICENCE"):
        path = os.path.join(package_folder, name)
        if os.path.isfile(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read().strip()
            break
    common = re.sub(r"(-only|-or-later)$", "", spdx)
    if common in COMMON_LICENSES and text is None:
        base = {"GPL-2.0": "GPL-2", "GPL-3.0": "GPL-3", "LGPL-2.0": "LGPL-2", "LGPL-2.1": "LGPL-2.1",
                "LGPL-3.0": "LGPL-3", "GPL-1.0": "GPL-1"}.get(common, common)
        text = f"On Debian systems, the full text of this licence is in /usr/share/common-licenses/{base}."
    elif text is None and spdx == "MIT":
        text = MIT_TEXT
    elif text is None and spdx == "LicenseRef-proprietary":
        text = "All rights reserved. No licence is granted to copy, change or distribute this software."
    elif text is None:
        warn(f"the licence {spdx} has no text here: add a LICENSE file to the package to have it in the copyright file")
        text = f"The {spdx} licence (https://spdx.org/licenses/{spdx}.html)."
    body = "\n".join(" " + (line if line.strip() else ".") for line in text.splitlines())
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {meta['name']}\n"
        f"Upstream-Contact: {meta['maintainer']}\n"
        + (f"Source: {meta['homepage']}\n" if meta["homepage"] else "")
        + "\nFiles: *\n"
        f"Copyright: {meta['copyright']}\n"
        f"License: {debian_name}\n"
        "\n"
        f"License: {debian_name}\n"
        f"{body}\n"
    )


def changelog(meta, date):
    """A Debian changelog with the one release being packaged."""
    distribution = "unstable"
    stamp = email.utils.format_datetime(date)
    return (f"{meta['package']} ({meta['version']}) {distribution}; urgency=medium\n\n"
            f"  * Packaged with Atelier's package-app.\n\n"
            f" -- {meta['maintainer']}  {stamp}\n")


def manual_page(meta, date):
    """A man page for the command: what it is, how to open files, and --snapshot."""
    def roff(text):
        text = text.replace("\\", "\\e").replace("-", "\\-")
        return re.sub(r"^([.'])", r"\\&\1", text, flags=re.M)
    command = roff(meta["command"])
    return "\n".join([
        f'.TH "{meta["command"].upper()}" 1 "{date.strftime("%Y-%m-%d")}" "{roff(meta["name"])} {roff(meta["version"])}" "User Commands"',
        ".SH NAME", f"{command} \\- {roff(meta['summary'])}",
        ".SH SYNOPSIS",
        f".B {command}", "[\\fIFILE\\fR...]", ".br",
        f".B {command}", "\\-\\-snapshot \\fIFILE.png\\fR [\\fIWIDTH\\fRx\\fIHEIGHT\\fR]",
        ".SH DESCRIPTION",
        *[roff(p) + "\n.PP" for p in meta["description"]],
        f"{roff(meta['name'])} opens its window on the desktop (X11 or Wayland); files named on the command line open in it.",
        ".SH OPTIONS",
        ".TP", "\\fB\\-\\-snapshot\\fR \\fIFILE.png\\fR [\\fIWIDTH\\fRx\\fIHEIGHT\\fR]",
        "Renders the first window to a PNG file, at the given size in points, without a display.",
        ".SH ENVIRONMENT",
        ".TP", ".B ATELIER_COLOR_SCHEME", "light or dark, over the desktop's setting.",
        ".TP", ".B GDK_SCALE\\fR, \\fBATELIER_SCALE", "pixels per point, over the desktop's scale.",
        "",
    ])


def shlib_depends(executable, package):
    """The executable's shared-library dependencies as Debian packages, by dpkg-shlibdeps; without it, the
    packages that own the libraries ldd finds (no versions)."""
    if shutil.which("dpkg-shlibdeps"):
        with tempfile.TemporaryDirectory(prefix="atelier-shlibdeps-") as work:
            os.makedirs(os.path.join(work, "debian"))
            with open(os.path.join(work, "debian/control"), "w") as f:
                f.write(f"Source: {package}\n\nPackage: {package}\nArchitecture: any\n")
            out = run(["dpkg-shlibdeps", "-O", "--ignore-missing-info", "-e" + executable], cwd=work)
        for line in out.splitlines():
            if line.startswith("shlibs:Depends="):
                return [d.strip() for d in line.split("=", 1)[1].split(",") if d.strip()]
        return []
    warn("dpkg-shlibdeps is not installed (Debian package dpkg-dev); dependencies are taken from ldd without versions")
    packages = []
    for library in linked_libraries(executable).values():
        owner = run(["dpkg", "-S", os.path.realpath(library)]).split(":")[0]
        if owner not in packages:
            packages.append(owner)
    return packages


def dlopen_depends(executable):
    """The packages of the libraries in DLOPEN_DEPENDS whose names the executable holds (as C strings)."""
    with open(executable, "rb") as f:
        data = f.read()
    return [package for soname, package in DLOPEN_DEPENDS.items() if soname.encode() + b"\0" in data]


def linked_libraries(executable):
    """name -> path of each shared library ldd resolves for the executable; fails on one it cannot find."""
    libraries = {}
    for line in run(["ldd", executable]).splitlines():
        match = re.match(r"\s*(\S+) => (\S+)", line)
        if match:
            if match.group(2) == "not":
                raise PackagingError(f"{executable} needs {match.group(1)}, which is not installed")
            libraries[match.group(1)] = match.group(2)
    return libraries


def check_static_runtime(executable, toolchain_lib):
    """Fails when the executable still loads the Swift runtime or XCTest from the toolchain."""
    swift_libraries = [name for name, path in linked_libraries(executable).items()
                       if path.startswith(toolchain_lib) or re.match(r"lib(swift|Foundation|dispatch|XCTest|BlocksRuntime|_Foundation)", name)]
    if swift_libraries:
        raise PackagingError(f"{executable} loads {', '.join(swift_libraries)} from the Swift toolchain: the runtime was "
                             "not linked statically (is a target linking XCTest or a dynamic library product?)")


def installed_size(root):
    """Installed-Size in KiB as dpkg counts it: each file rounded up to a KiB, each link and folder one."""
    total = 0
    for folder, subfolders, files in os.walk(root):
        if os.path.relpath(folder, root).startswith("DEBIAN"):
            continue
        total += len(subfolders)
        for name in files:
            path = os.path.join(folder, name)
            total += 1 if os.path.islink(path) else (os.path.getsize(path) + 1023) // 1024
    return total


def write(path, text, mode=0o644):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    os.chmod(path, mode)


def write_gzip(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    # mtime 0 and no name: the same text gives the same bytes, as lintian and reproducible builds expect.
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as f:
        f.write(text.encode("utf-8"))
    os.chmod(path, 0o644)


def copy_tree(source, target):
    """Copies a resource bundle with the modes a package wants (folders 755, files 644)."""
    shutil.copytree(source, target, symlinks=False)
    for folder, subfolders, files in os.walk(target):
        os.chmod(folder, 0o755)
        for name in files:
            os.chmod(os.path.join(folder, name), 0o644)


def validate(args, what):
    """Runs a validator when installed; its complaints become a PackagingError."""
    if not shutil.which(args[0]):
        note(f"{args[0]} is not installed; the {what} was not validated")
        return
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        raise PackagingError(f"the {what} does not validate ({' '.join(args[:2])}):\n{(result.stdout + result.stderr).strip()}")


# MARK: Flatpak

def flatpak_manifest(meta, bundles):
    """A flatpak-builder manifest installing the files prepared in its folder, on the freedesktop runtime
    (which has GLib, Cairo, Pango, librsvg and SDL2), with Inter and Material Icons shipped alongside."""
    lib = f"/app/lib/{meta['package']}"
    commands = [f"install -Dm755 {meta['product']} {lib}/{meta['product']}",
                f"mkdir -p /app/bin && ln -sf {lib}/{meta['product']} /app/bin/{meta['command']}"]
    for bundle in bundles:
        commands.append(f"mkdir -p {lib} && cp -r {bundle} {lib}/{bundle}")
    commands += [f"install -Dm644 {meta['id']}.desktop /app/share/applications/{meta['id']}.desktop",
                 f"install -Dm644 {meta['id']}.metainfo.xml /app/share/metainfo/{meta['id']}.metainfo.xml",
                 "cp -r icons /app/share/icons",
                 "install -Dm644 -t /app/share/fonts fonts/*"]
    return {
        "app-id": meta["id"],
        "runtime": "org.freedesktop.Platform",
        "runtime-version": "24.08",
        "sdk": "org.freedesktop.Sdk",
        "command": meta["command"],
        # The portals (files, appearance) and the accessibility bus need no permission of their own.
        "finish-args": ["--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"],
        "modules": [{
            "name": meta["package"],
            "buildsystem": "simple",
            "build-commands": commands,
            "sources": [{"type": "dir", "path": "files"}],
        }],
    }


def write_flatpak(output, meta, stage, executable_name, bundles):
    folder = os.path.join(output, "flatpak")
    files = os.path.join(folder, "files")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(files)
    lib = os.path.join(stage, "usr/lib", meta["package"])
    shutil.copy2(os.path.join(lib, executable_name), files)
    for bundle in bundles:
        shutil.copytree(os.path.realpath(os.path.join(lib, bundle)), os.path.join(files, bundle))
    share = os.path.join(stage, "usr/share")
    shutil.copy2(os.path.join(share, "applications", meta["id"] + ".desktop"), files)
    shutil.copy2(os.path.join(share, "metainfo", meta["id"] + ".metainfo.xml"), files)
    shutil.copytree(os.path.join(share, "icons"), os.path.join(files, "icons"))
    os.makedirs(os.path.join(files, "fonts"))
    for font in ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
                 "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"]:
        if os.path.exists(font):
            shutil.copy2(font, os.path.join(files, "fonts"))
    manifest = os.path.join(folder, meta["id"] + ".json")
    with open(manifest, "w") as f:
        json.dump(flatpak_manifest(meta, bundles), f, indent=2)
        f.write("\n")
    return manifest


# MARK: Main

def package(args):
    os.umask(0o022)
    package_folder = os.path.abspath(args.package_folder)
    if not os.path.isfile(os.path.join(package_folder, "Package.swift")):
        raise PackagingError(f"{package_folder} is not a Swift package (it has no Package.swift)")
    product = args.product
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    date = (datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch
            else datetime.datetime.now(datetime.timezone.utc)).replace(microsecond=0)
    config_path = args.config or os.path.join(package_folder, "atelier-app.json")
    if args.config and not os.path.exists(config_path):
        raise PackagingError(f"the configuration {config_path} does not exist")
    settings = load_config(config_path, product)
    if args.icon:
        settings["icon"] = os.path.abspath(args.icon)
    if args.version:
        settings["version"] = args.version
    meta = app_metadata(settings, product, package_folder, date)

    swift_options = ["--scratch-path", os.path.abspath(args.scratch_path)] if args.scratch_path else []
    description = describe_package(package_folder, swift_options)
    targets = product_targets(description, product)
    work = tempfile.mkdtemp(prefix="atelier-package-")
    try:
        build_package(args, meta, package_folder, description, targets, swift_options, date, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def build_package(args, meta, package_folder, description, targets, swift_options, date, work):
    """Builds the app, stages the package's files in `work` and writes the .deb and the Flatpak manifest."""
    product = meta["product"]
    images, svg = icon_sources(meta, package_folder, targets, work)

    build = ["swift", "build", "--package-path", package_folder, *swift_options, "-c", "release", "--static-swift-stdlib",
             "--product", product, "-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now"]
    if not args.no_build:
        note(f"building {product} in release, the Swift runtime linked statically")
        run(build, capture=False)
    bin_dir = run(["swift", "build", "--package-path", package_folder, *swift_options, "-c", "release", "--show-bin-path"]).strip()
    executable = os.path.join(bin_dir, product)
    if not os.path.isfile(executable):
        raise PackagingError(f"the build made no {executable}")
    toolchain_lib = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swift")))), "lib")
    check_static_runtime(executable, toolchain_lib)
    bundles = resource_bundles(description, targets, bin_dir, executable)

    output = os.path.abspath(args.output or os.path.join(package_folder, ".build", "atelier-package"))
    os.makedirs(output, exist_ok=True)
    stage = os.path.join(work, "root")
    os.makedirs(stage, mode=0o755)
    lib = os.path.join(stage, "usr/lib", meta["package"])
    share = os.path.join(stage, "usr/share")
    os.makedirs(lib)
    installed = os.path.join(lib, product)
    shutil.copyfile(executable, installed)
    # As dh_strip does: no symbols, no .comment or .note sections (lintian's unstripped-binary-or-object).
    run(["strip", "--strip-unneeded", "--remove-section=.comment", "--remove-section=.note", installed])
    os.chmod(installed, 0o755)
    # Resource bundles are data (in /usr/share); links beside the executable are where Bundle.module and the
    # image and colour lookups look (Bundle.main is the executable's real folder, the /usr/bin link resolved).
    for bundle in bundles:
        copy_tree(os.path.join(bin_dir, bundle), os.path.join(share, meta["package"], bundle))
        os.symlink(os.path.join("../../share", meta["package"], bundle), os.path.join(lib, bundle))
    os.makedirs(os.path.join(stage, "usr/bin"))
    os.symlink(os.path.join("../lib", meta["package"], product), os.path.join(stage, "usr/bin", meta["command"]))
    desktop = os.path.join(share, "applications", meta["id"] + ".desktop")
    write(desktop, desktop_entry(meta))
    validate(["desktop-file-validate", desktop], "desktop file")
    info = os.path.join(share, "metainfo", meta["id"] + ".metainfo.xml")
    write(info, metainfo(meta, date))
    validate(["appstreamcli", "validate", "--no-net", "--explain", info], "AppStream metainfo")
    install_icons(images, svg, share, meta["id"], work)
    doc = os.path.join(share, "doc", meta["package"])
    write(os.path.join(doc, "copyright"), copyright_file(meta, package_folder))
    write_gzip(os.path.join(doc, "changelog.gz"), changelog(meta, date))
    write_gzip(os.path.join(share, "man/man1", meta["command"] + ".1.gz"), manual_page(meta, date))

    depends = shlib_depends(installed, meta["package"])
    linked = {d.split()[0] for d in depends}
    depends = sorted(depends + [d for d in dlopen_depends(installed) if d not in linked])
    depends += [d for d in FONT_DEPENDS + meta["depends"] if d not in depends]
    recommends = [r for r in FONT_RECOMMENDS + meta["recommends"] if r not in depends]
    architecture = run(["dpkg", "--print-architecture"]).strip()
    control = control_file(meta, architecture, installed_size(stage), depends, recommends)
    write(os.path.join(stage, "DEBIAN/control"), control)
    sums = []
    for folder, subfolders, files in sorted(os.walk(stage)):
        subfolders.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, stage)
            if relative.startswith("DEBIAN") or os.path.islink(path):
                continue
            with open(path, "rb") as f:
                sums.append(f"{hashlib.md5(f.read()).hexdigest()}  {relative}\n")
    write(os.path.join(stage, "DEBIAN/md5sums"), "".join(sums))
    for folder, subfolders, files in os.walk(stage):
        os.chmod(folder, 0o755)
    deb = os.path.join(output, f"{meta['package']}_{meta['version']}_{architecture}.deb")
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(int(date.timestamp())))
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", stage, deb], env=env)
    note(f"wrote {deb} ({os.path.getsize(deb) / 1e6:.1f} MB): Depends: {', '.join(depends)}")
    manifest = write_flatpak(output, meta, stage, product, bundles)
    note(f"wrote {manifest} (build it with flatpak-builder where the org.freedesktop.Platform 24.08 runtime is installed)")
    print(deb)


def main():
    parser = argparse.ArgumentParser(prog="package-app.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("package_folder", help="the Swift package (a folder with Package.swift)")
    parser.add_argument("product", help="its executable product")
    parser.add_argument("--output", help="where the .deb and flatpak/ go (default: PACKAGE_FOLDER/.build/atelier-package)")
    parser.add_argument("--config", help="the app's settings (default: PACKAGE_FOLDER/atelier-app.json, optional)")
    parser.add_argument("--icon", help="a PNG or SVG file for the icon, in place of the asset catalogue's AppIcon")
    parser.add_argument("--version", help="the version, in place of atelier-app.json's")
    parser.add_argument("--no-build", action="store_true", help="package the release build already made")
    parser.add_argument("--scratch-path", help="the build folder, as swift build's --scratch-path (default: PACKAGE_FOLDER/.build)")
    args = parser.parse_args()
    try:
        package(args)
    except PackagingError as error:
        print(f"{TOOL}: error: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
