#!/usr/bin/env python3
"""Fails when a target or a library product reaches a module only through another module's re-export.

A module that re-exports another (`@_exported import AtelierCore` in Atelier) hands its importers every type of the
other, but an incremental build does not compile an importer again when only the other module's private layout
changed (a struct's stored properties): the importer keeps the old layout and corrupts memory at run time
(swiftlang/swift#89636). A direct dependency on the re-exported module makes the build notice. So:

- every target of the package lists, beside each dependency, every module that dependency re-exports (transitively);
- every library product lists the modules its targets re-export, so that an app's targets depend on them directly.

Re-exports are read from the `@_exported import` lines of each target's sources; targets and products from
`swift package dump-package`.

Usage: scripts/check-package-dependencies.py [PACKAGE_ROOT]   (defaults to the repository root)
"""
import json
import os
import re
import subprocess
import sys

EXPORT = re.compile(r"^\s*@_exported\s+import\s+(\w+)", re.MULTILINE)


def target_path(root, target):
    if target.get("path"):
        return os.path.join(root, target["path"])
    folder = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(root, folder, target["name"])


def direct_exports(root, target, names):
    """The package's modules that a target's sources re-export."""
    found = set()
    for folder, _, files in os.walk(target_path(root, target)):
        for name in files:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                found.update(m for m in EXPORT.findall(f.read()) if m in names)
    return found


def closure(name, exports):
    """Every module that importing `name` brings in through re-exports, `name` excluded."""
    seen, stack = set(), list(exports.get(name, ()))
    while stack:
        module = stack.pop()
        if module in seen:
            continue
        seen.add(module)
        stack.extend(exports.get(module, ()))
    return seen


def dependency_names(target):
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                        capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    exports = {name: direct_exports(root, t, targets.keys()) for name, t in targets.items()}
    problems = []
    for name, target in sorted(targets.items()):
        listed = set(dependency_names(target))
        # A target's own re-exports are its direct dependencies already (it imports them).
        needed = set().union(*(closure(d, exports) for d in listed)) - {name}
        missing = sorted(needed - listed)
        if missing:
            problems.append(f"target {name}: add {', '.join(missing)} to its dependencies "
                            f"(re-exported by {', '.join(sorted(d for d in listed if closure(d, exports) & set(missing)))})")
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        listed = set(product["targets"])
        needed = set().union(*(closure(t, exports) for t in listed))
        missing = sorted(needed - listed)
        if missing:
            problems.append(f"library product {product['name']}: add {', '.join(missing)} to its targets")
    for problem in problems:
        print(f"check-package-dependencies: {problem}", file=sys.stderr)
    if problems:
        print("check-package-dependencies: a module reached only through a re-export is not built again when its "
              "layout changes (swiftlang/swift#89636)", file=sys.stderr)
        return 1
    print(f"check-package-dependencies: {len(targets)} targets and {len(package['products'])} products name every "
          "module they re-export")
    return 0


if __name__ == "__main__":
    sys.exit(main())
