#!/usr/bin/env python3
"""Fails when a lower layer of AtelierCore names a type declared in a higher one.

The layers are the folders of Sources/AtelierCore, in the order of ../shared/DESIGN.md. A file may name
the types of its own layer and of the layers before it. Types are the top-level classes, structs,
enums, protocols, actors and typealiases; a name is a reference wherever it appears as an identifier
outside comments and string literals (extensions, conformances, generic constraints and casts alike).

Controls are filed by family: a file directly in Controls/ (not in a family folder such as Controls/Buttons)
fails the check.

It also fails when a pass of the frame (`performPass()`) is called anywhere but in the frame owner
(Core/FrameOwner.swift): input, gestures, text editing, timers and hosts ask the owner for a frame or a flush.

And it fails when the node base class (`ViewNode` in Core/ViewNode.swift) has more than 12 members a subclass
can override: what a node does in a phase is a protocol of that phase's layer, not a hook on the base class.
Members marked `final`, `private` or `fileprivate`, and `let` constants, cannot be overridden.

Usage: scripts/check-layers.py [ROOT]   (ROOT defaults to Sources/AtelierCore)
"""
import os
import re
import sys

LAYERS = ["Geometry", "Motion", "Core", "Layout", "Drawing", "Text", "Input", "Semantics", "Controls", "Hosting"]

DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
PASS_CALL = re.compile(r"(?<!func )\bperformPass\s*\(")
FRAME_OWNER = os.path.join("Core", "FrameOwner.swift")
NODE_BASE = os.path.join("Core", "ViewNode.swift")
MAX_BASE_HOOKS = 12
MEMBER = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:[\w()]+\s+)*?)(var|func|subscript)\b\s*(\w*)")


def overridable_members(text):
    """The members of `class ViewNode`'s body (comments and strings stripped) that a subclass can override."""
    start = re.search(r"\bclass\s+ViewNode\b[^{]*\{", text)
    if not start:
        return []
    depth, members = 1, []
    for line in text[start.end():].splitlines():
        if depth == 1:
            m = MEMBER.match(line)
            if m:
                modifiers = m.group(1).split()
                if not ({"final", "private", "fileprivate", "static"} & set(modifiers)):
                    members.append(m.group(3) or m.group(2))
        depth += line.count("{") - line.count("}")
        if depth <= 0:
            break
    return members


def strip(source):
    """The source with comments and string literals blanked out (line structure kept)."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if source[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == '"':
            i = skip_string(source, i, out)
        else:
            out.append(c)
            i += 1
    return "".join(out)


def skip_string(source, i, out):
    """Skips a string literal starting at i (plain or triple-quoted), keeping interpolated code."""
    quote = '"""' if source.startswith('"""', i) else '"'
    i += len(quote)
    n = len(source)
    while i < n:
        if source[i] == "\\" and i + 1 < n and source[i + 1] == "(":
            # Interpolation: the code inside is real code.
            depth, i = 1, i + 2
            start = i
            while i < n and depth:
                if source[i] == "(":
                    depth += 1
                elif source[i] == ")":
                    depth -= 1
                elif source[i] == '"':
                    i = skip_string(source, i, []) - 1
                i += 1
            out.append(" " + source[start:i - 1] + " ")
        elif source[i] == "\\":
            i += 2
        elif source.startswith(quote, i):
            return i + len(quote)
        else:
            if source[i] == "\n":
                out.append("\n")
            i += 1
    return i


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Sources", "AtelierCore")
    files = {}
    for layer in os.listdir(root):
        if os.path.isdir(os.path.join(root, layer)) and layer not in LAYERS:
            print(f"check-layers: {root}/{layer} is not a layer of DESIGN.md's order ({', '.join(LAYERS)})")
            return 1
    for rank, layer in enumerate(LAYERS):
        for folder, _, names in os.walk(os.path.join(root, layer)):
            for name in sorted(names):
                if name.endswith(".swift"):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        files[path] = (rank, strip(f.read()))
    declared = {}
    for path, (rank, text) in files.items():
        for line in text.splitlines():
            m = DECLARATION.match(line)
            if m:
                declared.setdefault(m.group(1), (rank, path))
    problems = []
    for path, (rank, text) in sorted(files.items()):
        for number, line in enumerate(text.splitlines(), 1):
            for word in set(IDENTIFIER.findall(line)):
                owner = declared.get(word)
                if owner and owner[0] > rank:
                    problems.append(f"{path}:{number}: {LAYERS[rank]} names {word}, "
                                    f"a type of the higher layer {LAYERS[owner[0]]} ({owner[1]})")
    unfiled = [path for path in sorted(files) if os.path.dirname(os.path.relpath(path, root)) == "Controls"]
    for path in unfiled:
        print(f"{path}: a control's file goes in a family folder of Controls (Buttons, Toggles, Lists...)")
    passes = []
    for path, (rank, text) in sorted(files.items()):
        if os.path.relpath(path, root) == FRAME_OWNER:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if PASS_CALL.search(line):
                passes.append(f"{path}:{number}: runs a pass of the frame itself; ask the frame owner "
                              f"(flush(through:) or requestFrame()) instead")
    hooks = []
    for path, (rank, text) in files.items():
        if os.path.relpath(path, root) == NODE_BASE:
            hooks = overridable_members(text)
    too_many_hooks = len(hooks) > MAX_BASE_HOOKS
    if too_many_hooks:
        print(f"{os.path.join(root, NODE_BASE)}: ViewNode has {len(hooks)} overridable members "
              f"({', '.join(hooks)}); at most {MAX_BASE_HOOKS}: a phase's hooks belong in its layer's protocol")
    for p in problems + passes:
        print(p)
    if problems:
        print(f"check-layers: {len(problems)} references from a lower layer to a higher one")
    if passes:
        print(f"check-layers: {len(passes)} passes run outside the frame owner ({FRAME_OWNER})")
    if unfiled:
        print(f"check-layers: {len(unfiled)} files in Controls/ outside a family folder")
    if problems or passes or unfiled or too_many_hooks:
        return 1
    print(f"check-layers: {len(files)} files in {len(LAYERS)} layers, no reference to a higher layer, "
          f"passes run only by the frame owner, {len(hooks)} overridable members on the node base class")
    return 0


if __name__ == "__main__":
    sys.exit(main())
