#!/usr/bin/env python3
"""Audits every public declaration a program sees through `import SwiftUI`/`import Atelier` against Apple's API.

Issue 34: a library written for SwiftUI declares names of its own (`extension ProgressViewStyle where Self ==
RingProgressViewStyle { static var ring }`, a `View` modifier, an `EnvironmentValues` property), and one more
public name of the same spelling in Atelier makes the library's uses ambiguous. So every public name Atelier
declares must be SwiftUI's own (or another Apple framework's that programs use beside SwiftUI, such as UIKit's
UIColor or Combine's ObservableObject), or Atelier's own under a name SwiftUI code cannot have written (its own
clearly named types and their members), or not public.

The declarations come from the compiler (`swift-symbolgraph-extract` over the built modules, `@_spi` ones
left out, as a program cannot see them). Each is classified:

  swiftui        SwiftUI documents it (scripts/public-api/apple-docs.txt, or reviewed.tsv says where)
  apple:NAME     another Apple framework's (UIKit, Foundation, CoreGraphics, Combine, Symbols, ...)
  witness        a member that implements a requirement of a protocol its type conforms to: the name is the
                 protocol's (`body`, `makeBody(configuration:)`, `rawValue`, `==`)
  own-member     a member of one of Atelier's own types: no library can have declared it
  atelier        one of Atelier's own top-level names, reviewed (reviewed.tsv says why it is there)
  (underscored)  names starting with `_` (SwiftUI's convention for implementation details: `_ConditionalContent`)
                 are left out of symbol graphs; they are counted from the sources and listed with --all
  UNREVIEWED     none of the above: a new public name to review (rename it, make it internal or `@_spi`, or
                 add it to reviewed.tsv with the page of Apple's documentation that has it) -- fails the check

Usage:
  scripts/public-api-audit.py [--list] [--all] [--bin-path DIR]
      builds nothing: run after `swift build`; prints the counts (and with --list every unreviewed
      declaration, with --all every declaration and its class); exits 1 when one is UNREVIEWED.
  scripts/public-api-audit.py --import-docs GIT_DIR
      rewrites scripts/public-api/apple-docs.txt from a clone of github.com/theAppLaunchers/apple-docs-for-rag
      (its SwiftUI, UIKit, Foundation... `finished_links.json` lists of Apple's documentation pages; SwiftUI's
      whole, the other frameworks' for the top-level names Atelier declares).
"""
import argparse
import collections
import glob
import io
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "scripts", "public-api")
DOCS = os.path.join(DATA, "apple-docs.txt")
REVIEWED = os.path.join(DATA, "reviewed.tsv")

# What `import SwiftUI` / `import Atelier` exposes (Atelier re-exports AtelierCore, which re-exports Combine,
# CoreTransferable and UniformTypeIdentifiers), what tests import (AtelierTesting), and the backend modules:
# not re-exported, so their top-level names are out of a program's sight, but members of their extensions
# still reach a program that loads them (member lookup does not stop at the import).
PROGRAM_MODULES = ["SwiftUI", "SwiftUICore", "Atelier", "AtelierCore", "Combine", "CoreTransferable",
                   "UniformTypeIdentifiers", "AtelierTesting"]
BACKEND_MODULES = ["AtelierCairo", "AtelierSDL", "AtelierAccessibility"]

# Frameworks whose documentation pages are read, by the folder name of the documentation clone.
FRAMEWORKS = ["SwiftUI", "UIKit", "foundation", "CoreFoundation", "CoreGraphics", "Combine", "Observation",
              "Symbols", "DeveloperToolsSupport", "CoreTransferable", "UniformTypeIdentifiers", "QuartzCore",
              "Swift"]

# Requirements of the standard library's and Foundation's protocols, whose symbol graphs are not read: a member
# of this name on a type conforming to the protocol implements it.
STDLIB_REQUIREMENTS = {
    "Equatable": {"==(_:_:)", "!=(_:_:)"},
    "Hashable": {"hash(into:)", "hashValue"},
    "Comparable": {"<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)"},
    "Identifiable": {"id", "ID"},
    "CustomStringConvertible": {"description"},
    "CustomDebugStringConvertible": {"debugDescription"},
    "CustomReflectable": {"customMirror"},
    "RawRepresentable": {"rawValue", "init(rawValue:)", "RawValue"},
    "OptionSet": {"init(rawValue:)", "rawValue", "Element", "init()"},
    "SetAlgebra": {"init()", "contains(_:)", "union(_:)", "intersection(_:)", "symmetricDifference(_:)",
                   "insert(_:)", "remove(_:)", "update(with:)", "formUnion(_:)", "formIntersection(_:)",
                   "formSymmetricDifference(_:)", "Element", "ArrayLiteralElement"},
    "AdditiveArithmetic": {"zero", "+(_:_:)", "+=(_:_:)", "-(_:_:)", "-=(_:_:)"},
    "Sequence": {"makeIterator()", "Iterator", "Element", "underestimatedCount"},
    "IteratorProtocol": {"next()", "Element"},
    "Collection": {"startIndex", "endIndex", "index(after:)", "subscript(_:)", "Index", "Indices", "indices",
                   "SubSequence", "Element", "count", "isEmpty", "formIndex(after:)"},
    "BidirectionalCollection": {"index(before:)", "formIndex(before:)"},
    "RandomAccessCollection": {"index(_:offsetBy:)", "distance(from:to:)"},
    "MutableCollection": {"subscript(_:)"},
    "RangeReplaceableCollection": {"init()", "replaceSubrange(_:with:)"},
    "ExpressibleByStringLiteral": {"init(stringLiteral:)", "StringLiteralType"},
    "ExpressibleByExtendedGraphemeClusterLiteral": {"init(extendedGraphemeClusterLiteral:)",
                                                    "ExtendedGraphemeClusterLiteralType"},
    "ExpressibleByUnicodeScalarLiteral": {"init(unicodeScalarLiteral:)", "UnicodeScalarLiteralType"},
    "ExpressibleByStringInterpolation": {"init(stringInterpolation:)", "StringInterpolation"},
    "StringInterpolationProtocol": {"init(literalCapacity:interpolationCount:)", "appendLiteral(_:)",
                                    "StringLiteralType"},
    "ExpressibleByIntegerLiteral": {"init(integerLiteral:)", "IntegerLiteralType"},
    "ExpressibleByFloatLiteral": {"init(floatLiteral:)", "FloatLiteralType"},
    "ExpressibleByArrayLiteral": {"init(arrayLiteral:)", "ArrayLiteralElement"},
    "ExpressibleByDictionaryLiteral": {"init(dictionaryLiteral:)", "Key", "Value"},
    "ExpressibleByBooleanLiteral": {"init(booleanLiteral:)", "BooleanLiteralType"},
    "ExpressibleByNilLiteral": {"init(nilLiteral:)"},
    "Encodable": {"encode(to:)"},
    "Decodable": {"init(from:)"},
    "CodingKey": {"stringValue", "intValue", "init(stringValue:)", "init(intValue:)"},
    "CaseIterable": {"allCases", "AllCases"},
    "Error": {"localizedDescription"},
    "LocalizedError": {"errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"},
    "AsyncSequence": {"makeAsyncIterator()", "AsyncIterator", "Element"},
    "AsyncIteratorProtocol": {"next()", "Element"},
    "Strideable": {"advanced(by:)", "distance(to:)", "Stride"},
    "NSCopying": {"copy(with:)"},
    "Sendable": set(),
}


def doc_path(components):
    """The lowercased `Type/member` path Apple's documentation files a declaration under."""
    return "/".join(components).lower()


def normalized_page(url):
    """`https://developer.apple.com/documentation/swiftui/progressviewstyle/circular` -> (swiftui,
    progressviewstyle/circular); overload and kind suffixes (`-swift.property`, `-8ak8f`) and the enum-case
    spelling `accessibilityheadinglevel.h1` come off."""
    tail = url.split("/documentation/", 1)[1].strip("/")
    parts = tail.split("/")
    framework, parts = parts[0].lower(), parts[1:]
    cleaned = []
    for part in parts:
        part = re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{4,6})$", "", part)
        if cleaned and part.startswith(cleaned[-1] + "."):
            part = part[len(cleaned[-1]) + 1:]
        cleaned.append(part)
    return framework, "/".join(cleaned)


def load_docs():
    """Framework names by documentation path ({"progressviewstyle/circular": {"swiftui"}}), and the SwiftUI
    paths that are not available on iOS."""
    docs = collections.defaultdict(set)
    not_ios = set()
    with open(DOCS) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                page, _, note = line.partition(" ")
                framework, path = page.split("/", 1)
                docs[path].add(framework)
                if note == "!ios" and framework == "swiftui":
                    not_ios.add(path)
    return docs, not_ios


def load_reviewed(path=REVIEWED):
    """(module or *, path) -> (class, evidence), from reviewed.tsv; a path ending in /* covers a type's members."""
    reviewed = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 4:
                sys.exit(f"{path}:{number}: expected module, path, class and evidence separated by tabs")
            reviewed[(fields[0], fields[1])] = (fields[2], fields[3])
    return reviewed


def bin_path():
    return subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def clang_flags(build):
    """The C modules' module maps and their pkg-config include folders, as SwiftPM passes them."""
    flags = []
    maps = glob.glob(os.path.join(ROOT, "Sources", "*", "module.modulemap"))
    maps += glob.glob(os.path.join(build, "*.build", "module.modulemap"))
    for path in sorted(maps):
        flags += ["-Xcc", f"-fmodule-map-file={path}"]
    with open(os.path.join(ROOT, "Package.swift")) as f:
        packages = sorted(set(re.findall(r'pkgConfig:\s*"([^"]+)"', f.read())))
    if packages:
        result = subprocess.run(["pkg-config", "--cflags-only-I"] + packages, capture_output=True, text=True)
        for include in result.stdout.split():
            flags += ["-Xcc", include]
    return flags


def extract(build, modules, folder):
    """Runs swift-symbolgraph-extract for each module that was built; returns the modules it read."""
    module_dir = os.path.join(build, "Modules")
    if not os.path.isdir(module_dir):
        module_dir = build
    flags = clang_flags(build)
    triple = os.path.basename(os.path.dirname(build)) if "-linux-" in build else "x86_64-unknown-linux-gnu"
    done = []
    for module in modules:
        if not os.path.exists(os.path.join(module_dir, module + ".swiftmodule")):
            continue
        command = ["swift-symbolgraph-extract", "-module-name", module, "-I", module_dir, "-target", triple,
                   "-output-dir", folder, "-minimum-access-level", "public", "-skip-synthesized-members",
                   "-skip-protocol-implementations"] + flags
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"swift-symbolgraph-extract failed for {module}:\n{result.stderr}")
        done.append(module)
    return done


class Symbol:
    def __init__(self, module, extended, raw):
        self.module = module              # the module that declares it
        self.extended = extended          # the module of the type it extends, for members of other modules' types
        self.kind = raw["kind"]["identifier"].replace("swift.", "")
        self.path = raw["pathComponents"]
        self.precise = raw["identifier"]["precise"]
        self.name = self.path[-1]
        self.ext = raw.get("swiftExtension")
        location = raw.get("location", {})
        self.file = location.get("uri", "").replace("file://", "")
        self.line = location.get("position", {}).get("line")
        self.cls = None
        self.evidence = ""
        self.not_ios = False

    @property
    def path_string(self):
        return "/".join(self.path)

    @property
    def is_type(self):
        return self.kind in ("struct", "class", "enum", "protocol", "typealias", "actor")


def load_symbols(folder):
    symbols, relationships = [], []
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        base = os.path.basename(path)[:-len(".symbols.json")]
        module, _, extended = base.partition("@")
        with open(path) as f:
            graph = json.load(f)
        symbols += [Symbol(module, extended or None, raw) for raw in graph["symbols"]]
        relationships += graph["relationships"]
    return symbols, relationships


UNDERSCORED = re.compile(r"\b(?:public|open)\s+(?:(?:static|final|class|mutating|nonisolated|override|convenience)\s+)*"
                         r"(?:func|var|let|struct|class|enum|protocol|typealias|actor|case)\s+(_\w+)")


def underscored_declarations(modules):
    """(module, file:line, name) of the public declarations named with a leading underscore."""
    found = []
    for module in modules:
        folder = os.path.join(ROOT, "Sources", module)
        for path in sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True)):
            with open(path) as f:
                for number, line in enumerate(f, 1):
                    if line.lstrip().startswith("//") or "@_spi" in line:
                        continue
                    for match in UNDERSCORED.finditer(line):
                        found.append((module, f"{os.path.relpath(path, ROOT)}:{number}", match.group(1)))
    return found


def is_disfavored(symbol):
    """Whether the declaration carries `@_disfavoredOverload` (the symbol graph leaves attributes like it out,
    so its source is read: the declaration's line and the attribute lines above it)."""
    if not symbol.file or symbol.line is None or not os.path.exists(symbol.file):
        return False
    with open(symbol.file) as f:
        lines = f.read().split("\n")
    index = symbol.line
    if "@_disfavoredOverload" in lines[index]:
        return True
    index -= 1
    while index >= 0:
        text = lines[index].strip()
        if text.startswith("@_disfavoredOverload"):
            return True
        if not (text.startswith("@") or text.startswith("///") or text.startswith("//")):
            return False
        index -= 1
    return False


def classify(symbols, relationships, docs, reviewed):
    by_precise = {s.precise: s for s in symbols}
    member_of = {}
    conforms = collections.defaultdict(set)       # type precise id -> protocol precise ids or fallback names
    requirements = collections.defaultdict(set)   # protocol precise id -> requirement names
    protocol_names = {}
    implements = {}                               # default implementation -> the requirement's protocol
    for r in relationships:
        kind, source, target = r["kind"], r["source"], r["target"]
        if kind == "defaultImplementationOf":
            implements[source] = target
        if kind == "memberOf":
            member_of[source] = (target, r.get("targetFallback"))
        elif kind == "conformsTo":
            conforms[source].add(target)
            if r.get("targetFallback"):
                protocol_names[target] = r["targetFallback"].split(".")[-1]
        elif kind in ("requirementOf", "optionalRequirementOf"):
            if source in by_precise:
                requirements[target].add(by_precise[source].name)
    for s in symbols:
        if s.kind == "protocol":
            protocol_names[s.precise] = s.name

    def protocol_requirements(protocol, seen):
        if protocol in seen:
            return set()
        seen.add(protocol)
        names = set(requirements.get(protocol, set()))
        names |= STDLIB_REQUIREMENTS.get(protocol_names.get(protocol, ""), set())
        for inherited in conforms.get(protocol, ()):
            names |= protocol_requirements(inherited, seen)
        return names

    type_by_path = {tuple(t.path): t.precise for t in symbols if t.is_type}
    requirement_protocol = {}
    for r in relationships:
        if r["kind"] in ("requirementOf", "optionalRequirementOf"):
            requirement_protocol[r["source"]] = r["target"]

    def witness(s):
        if s.precise in implements:
            target = implements[s.precise]
            return protocol_names.get(requirement_protocol.get(target), "a protocol")
        # Members of a protocol's extensions come without a memberOf relationship: the path names the parent.
        parent = member_of.get(s.precise, (None, None))[0] or type_by_path.get(tuple(s.path[:-1]))
        if parent is None:
            return None
        seen = set()
        for protocol in conforms.get(parent, ()):
            if s.name in protocol_requirements(protocol, seen):
                return protocol_names.get(protocol, protocol)
        # A requirement of a protocol redeclared by a protocol that refines it (Shape's `associatedtype Body`).
        if parent in protocol_names:
            for inherited in conforms.get(parent, ()):
                if s.name in protocol_requirements(inherited, set()):
                    return protocol_names.get(inherited, inherited)
        return None

    docs, not_ios = docs

    def apple(path):
        frameworks = docs.get(doc_path(path), set())
        if "swiftui" in frameworks:
            return "swiftui", "documented"
        if frameworks:
            return "apple:" + sorted(frameworks)[0], "documented"
        return None

    def lookup_reviewed(s):
        for key in ((s.module, s.path_string), ("*", s.path_string)):
            if key in reviewed:
                return reviewed[key]
        for i in range(len(s.path) - 1, 0, -1):
            prefix = "/".join(s.path[:i]) + "/*"
            for key in ((s.module, prefix), ("*", prefix)):
                if key in reviewed:
                    return reviewed[key]
        return None

    top = {}
    for s in symbols:
        if len(s.path) == 1:
            found = apple(s.path) or lookup_reviewed(s)
            top.setdefault(s.path[0], found)
    for s in symbols:
        found = apple(s.path)
        if found:
            s.cls, s.evidence = found
            # SwiftUI's, but not on iOS: an iOS library may declare the same name itself (its own `.checkbox`
            # ToggleStyle, `.card` ButtonStyle); an extension member then has to give way to the library's.
            # A library cannot extend a type that iOS lacks (it may declare its own type of the name, whose
            # members are its own), so only members of what iOS has count.
            if (found[0] == "swiftui" and doc_path(s.path) in not_ios and s.ext is not None
                    and doc_path(s.path[:1]) not in not_ios):
                s.not_ios = True
                if not is_disfavored(s):
                    s.cls, s.evidence = "NOT-IOS", "not on iOS: needs @_disfavoredOverload"
            continue
        found = lookup_reviewed(s)
        if found:
            s.cls, s.evidence = found
            continue
        protocol = witness(s)
        if protocol:
            s.cls, s.evidence = "witness", protocol
            continue
        if len(s.path) > 1:
            owner = top.get(s.path[0]) or apple(s.path[:1])
            if owner and owner[0] in ("atelier",) and not s.extended:
                s.cls, s.evidence = "own-member", s.path[0]
                continue
        s.cls, s.evidence = "UNREVIEWED", ""


def ios_availability(git_dir, revision, framework):
    """{documentation path: False} for the pages of `framework` whose availability line leaves out iOS
    (macOS-, tvOS-, watchOS- or visionOS-only API), read from the clone's Markdown copies of the pages."""
    archive = subprocess.run(["git", "-C", git_dir, "archive", revision, f"{framework}/md"], capture_output=True)
    if archive.returncode != 0:
        return {}
    platforms = re.compile(rb"^(?:iOS|iPadOS|Mac Catalyst|macOS|tvOS|visionOS|watchOS) [^\n]*$", re.M)
    result = {}
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        for member in tar.getmembers():
            if not member.isfile() or not member.name.endswith(".md"):
                continue
            head = tar.extractfile(member).read(4000)
            line = platforms.search(head)
            if line is None:
                continue
            name = os.path.basename(member.name)[:-3]
            name = re.sub(r"-deprecated$", "", name)
            result[name] = line.group(0).startswith(b"iOS") or b"iOS " in line.group(0)
    return result


def import_docs(git_dir):
    lines = ["# Apple's documentation pages, as framework/path (lowercase), from a clone of github.com/",
             "# theAppLaunchers/apple-docs-for-rag (scripts/public-api-audit.py --import-docs): SwiftUI's whole;",
             "# the other frameworks' under the top-level names Atelier declares or extends. `!ios`: the page",
             "# gives no iOS availability (macOS-, tvOS-, watchOS- or visionOS-only API)."]
    pages = {}
    not_ios, on_ios = set(), set()
    for framework in FRAMEWORKS:
        listing = f"{framework}/finished_links.json"
        # The newest commit that touched the list; when that commit deleted it, its parent has it.
        last = subprocess.run(["git", "-C", git_dir, "log", "--all", "--format=%H", "-1", "--", listing],
                              capture_output=True, text=True).stdout.strip()
        result, revision = None, None
        for revision in (last, last + "^"):
            if not last:
                break
            result = subprocess.run(["git", "-C", git_dir, "show", f"{revision}:{listing}"],
                                    capture_output=True, text=True)
            if result.returncode == 0:
                break
        if result is None or result.returncode != 0:
            print(f"no pages for {framework}", file=sys.stderr)
            continue
        availability = ios_availability(git_dir, revision, framework) if framework == "SwiftUI" else {}
        for url in json.loads(result.stdout):
            if "/documentation/" in url:
                name, path = normalized_page(url)
                if path:
                    pages.setdefault(name, set()).add(path)
                    page = url.split("/documentation/", 1)[1].strip("/").replace("/", "-").lower()
                    if availability.get(page) is False:
                        not_ios.add(f"{name}/{path}")
                    elif availability.get(page):
                        on_ios.add(f"{name}/{path}")
    # Overloads share a path (`textContentType(_:)` takes UIKit's type on iOS, AppKit's on macOS): one on iOS
    # is enough.
    not_ios -= on_ios
    with tempfile.TemporaryDirectory() as folder:
        extract(bin_path(), PROGRAM_MODULES + BACKEND_MODULES, folder)
        symbols, _ = load_symbols(folder)
    declared = {s.path[0].lower() for s in symbols}
    for name in sorted(pages):
        for path in sorted(pages[name]):
            if name == "swiftui" or path.split("/")[0] in declared:
                page = f"{name}/{path}"
                lines.append(page + (" !ios" if page in not_ios else ""))
    os.makedirs(DATA, exist_ok=True)
    with open(DOCS, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 4} pages ({len(not_ios)} not on iOS) to {os.path.relpath(DOCS, ROOT)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="print every unreviewed declaration")
    parser.add_argument("--all", action="store_true", help="print every declaration with its class")
    parser.add_argument("--bin-path", help="the build folder (default: swift build --show-bin-path)")
    parser.add_argument("--import-docs", metavar="GIT_DIR", help="rewrite apple-docs.txt from the docs clone")
    parser.add_argument("--reviewed", default=REVIEWED, help="the reviewed list (default: %(default)s)")
    args = parser.parse_args()
    if args.import_docs:
        import_docs(args.import_docs)
        return 0
    build = args.bin_path or bin_path()
    with tempfile.TemporaryDirectory() as folder:
        modules = extract(build, PROGRAM_MODULES + BACKEND_MODULES, folder)
        symbols, relationships = load_symbols(folder)
    missing = [m for m in PROGRAM_MODULES if m not in modules]
    if missing:
        print(f"not built, so not audited: {', '.join(missing)} (run `swift build` first)", file=sys.stderr)
    classify(symbols, relationships, load_docs(), load_reviewed(args.reviewed))

    counts = collections.Counter()
    for s in symbols:
        counts[s.cls.split(":")[0] if s.cls.startswith("apple:") else s.cls] += 1
    order = ["swiftui", "apple", "witness", "atelier", "own-member", "UNREVIEWED", "NOT-IOS"]
    print(f"{len(symbols)} public declarations in {len(modules)} modules ({', '.join(modules)})")
    for group in order:
        print(f"  {counts[group]:6d} {group}")
    frameworks = collections.Counter(s.cls for s in symbols if s.cls.startswith("apple:"))
    if frameworks:
        print("         apple: " + ", ".join(f"{n} {c[6:]}" for c, n in frameworks.most_common()))
    underscored = underscored_declarations(modules)
    print(f"  {len(underscored):6d} underscored (`_Name`, SwiftUI's convention for implementation details; symbol "
          "graphs leave them out, so they are counted from the sources)")
    yielding = [s for s in symbols if s.not_ios and s.cls == "swiftui"]
    print(f"  SwiftUI names that iOS lacks, declared in extensions and yielding to a library's own "
          f"(@_disfavoredOverload): {len(yielding)}")
    if args.all:
        for s in sorted(symbols, key=lambda s: (s.module, s.path_string)):
            print(f"{s.module}\t{s.path_string}\t{s.kind}\t{s.cls}\t{s.evidence}")
        for module, where, name in underscored:
            print(f"{module}\t{name}\t\tunderscored\t{where}")
    failing = [s for s in symbols if s.cls in ("UNREVIEWED", "NOT-IOS")]
    if failing:
        if args.list or not args.all:
            print("\nto review: not SwiftUI's nor another Apple framework's as far as the documentation list knows "
                  "(UNREVIEWED), or SwiftUI's but not on iOS and not @_disfavoredOverload (NOT-IOS):")
            for s in sorted(failing, key=lambda s: (s.cls, s.module, s.path_string)):
                where = f"{os.path.relpath(s.file, ROOT)}:{s.line + 1}" if s.file and s.line is not None else ""
                print(f"  {s.cls}\t{s.module}\t{s.path_string}\t{s.kind}\t{where}")
        return 1
    print("every public declaration is SwiftUI's, another Apple framework's, or reviewed as Atelier's own")
    return 0


if __name__ == "__main__":
    sys.exit(main())
