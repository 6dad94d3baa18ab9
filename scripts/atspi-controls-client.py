#!/usr/bin/python3
"""A screen reader's side of the every-control-family AT-SPI test (GalleryWindowAccessibilityTests).

Reads the gallery window's "screen-reader" screen under Xvfb through pyatspi the way Orca does: the
application, a heading, a text field, a secure field, a toggle, a slider, a segmented picker, a list with its
rows and a button, with their roles, names, states and interfaces (Component through queryComponent).
Then drives them: the toggle's action, the slider's value, the picker's and the list's Selection, the button;
clicks each field where AT-SPI says it is (xdotool, screen coordinates) and types into it with xdotool, and
reads the text, the caret and the characters' extents back.

Prints "ok: ..." or "FAIL: ..." per check, and for the Swift side to compare with the frames it knows:
  extents ROLE|NAME window X Y W H screen X Y W H      (each element, before anything changes)
  chars NAME START END window X Y W H screen X Y W H   (Text.GetRangeExtents after typing; END-START = 1: a character)
Ends with "all checks passed" or "N checks failed" (exit 1). Exit 2: the application is not on the bus.
Usage: atspi-controls-client.py APP-NAME-PART X-WINDOW-ID   (DISPLAY and DBUS_SESSION_BUS_ADDRESS set)
Run with Debian's /usr/bin/python3 (python3-pyatspi).
"""
import subprocess
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib, Gio  # noqa: E402
import pyatspi  # noqa: E402

APP, WINDOW = sys.argv[1], sys.argv[2]
failures = 0


def check(what, condition, detail=""):
    global failures
    print(("ok: " if condition else "FAIL: ") + what + ("" if condition else " " + str(detail)), flush=True)
    if not condition:
        failures += 1
    return condition


def pump(seconds, until=lambda: False):
    """Runs the default GLib context (where libatspi delivers events) until `until()` or time runs out."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline and not until():
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)
    return until()


def fresh(acc):
    acc.clear_cache()
    return acc


def states(acc):
    return set(fresh(acc).getState().getStates())


def find_app(seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = fresh(pyatspi.Registry.getDesktop(0))
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and APP in (app.name or ""):
                return app
        pump(0.2)
    return None


app = find_app()
if app is None:
    print(f"FAIL: no application named like {APP} on the desktop", flush=True)
    sys.exit(2)
check("the application is found", app.getRoleName() == "application", app.getRoleName())
window = app.getChildAtIndex(0)
check("its window is a frame", window.getRoleName() == "frame", window.getRoleName())


def everything():
    return pyatspi.findAllDescendants(fresh(app), lambda x: True)


def one(role, name):
    found = [x for x in everything() if x.getRoleName() == role and x.name == name]
    check(f"one {role} named {name!r}", len(found) == 1, f"{len(found)} found")
    return found[0] if found else None


def labels():
    return [x.name for x in everything() if x.getRoleName() == "label"]


def extents(acc):
    component = acc.queryComponent()
    return component.getExtents(pyatspi.WINDOW_COORDS), component.getExtents(pyatspi.DESKTOP_COORDS)


def report_extents(acc, key):
    w, s = extents(acc)
    print(f"extents {key} window {w.x} {w.y} {w.width} {w.height} screen {s.x} {s.y} {s.width} {s.height}", flush=True)


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, capture_output=True)


# What a screen reader finds: roles, names, states, interfaces.
title = one("heading", "Screen reader: one control of each family")
heading = one("heading", "Account")
field = one("entry", "Name")
secure = one("password text", "Password")
toggle = one("toggle button", "Notifications")
slider = one("slider", "Volume")
button = one("push button", "Add fruit")
radios = [x for x in everything() if x.getRoleName() == "radio button"]
check("the picker's choices are radio buttons", [r.name for r in radios] == ["Small", "Medium", "Large"], [r.name for r in radios])
picker = radios[1].parent if len(radios) == 3 else None
lists = [x for x in everything() if x.getRoleName() == "list"]
check("one list", len(lists) == 1, len(lists))
fruits = lists[0] if lists else None
if None in (title, heading, field, secure, toggle, slider, button, picker, fruits):
    print("1 checks failed: an element is missing, nothing more is read", flush=True)
    sys.exit(1)

common = {pyatspi.STATE_VISIBLE, pyatspi.STATE_SHOWING, pyatspi.STATE_ENABLED, pyatspi.STATE_SENSITIVE}
check("the heading's level", "level:1" in title.getAttributes(), title.getAttributes())
check("the field's states", common | {pyatspi.STATE_EDITABLE, pyatspi.STATE_FOCUSABLE, pyatspi.STATE_SINGLE_LINE} <= states(field),
      states(field))
check("the field's interfaces", {"Text", "EditableText", "Component"} <= set(field.get_interfaces()), field.get_interfaces())
check("the secure field's states", {pyatspi.STATE_EDITABLE, pyatspi.STATE_FOCUSABLE} <= states(secure), states(secure))
check("the toggle starts unchecked", pyatspi.STATE_CHECKED not in states(toggle) and pyatspi.STATE_CHECKABLE in states(toggle),
      states(toggle))
check("the toggle's action is toggle", toggle.queryAction().getName(0) == "toggle", toggle.queryAction().getName(0))
value = slider.queryValue()
check("the slider's range and value", (value.minimumValue, value.maximumValue, value.minimumIncrement, value.currentValue)
      == (0.0, 100.0, 1.0, 50.0), (value.minimumValue, value.maximumValue, value.minimumIncrement, value.currentValue))
check("the button's action is click", button.queryAction().getName(0) == "click", button.queryAction().getName(0))
check("the button is focusable", pyatspi.STATE_FOCUSABLE in states(button), states(button))
check("the picker is a panel of choices named by its label", picker.getRoleName() == "panel" and picker.name == "Size"
      and "Selection" in picker.get_interfaces(), f"{picker.getRoleName()} {picker.name!r} {picker.get_interfaces()}")
check("Medium is the chosen size", [pyatspi.STATE_CHECKED in states(r) and pyatspi.STATE_SELECTED in states(r) for r in radios]
      == [False, True, False], [states(r) for r in radios])
check("the picker's Selection holds Medium", picker.querySelection().nSelectedChildren == 1
      and picker.querySelection().getSelectedChild(0).name == "Medium")
rows = [fresh(r) for r in fruits]
check("the list has three list items", [r.getRoleName() for r in rows] == ["list item"] * 3, [r.getRoleName() for r in rows])
check("each row reads as its fruit", [[c.name for c in r] for r in rows] == [["Apple"], ["Banana"], ["Cherry"]],
      [[c.name for c in r] for r in rows])
check("each row has its place", [sorted(a for a in r.getAttributes() if a.startswith(("posinset", "setsize"))) for r in rows]
      == [[f"posinset:{i}", "setsize:3"] for i in (1, 2, 3)], [r.getAttributes() for r in rows])
check("the rows are selectable, Banana selected", [(pyatspi.STATE_SELECTABLE in states(r), pyatspi.STATE_SELECTED in states(r))
                                                   for r in rows] == [(True, False), (True, True), (True, False)],
      [states(r) for r in rows])
selection = fruits.querySelection()
check("the list's Selection holds Banana", selection.nSelectedChildren == 1 and selection.isChildSelected(1)
      and [c.name for c in selection.getSelectedChild(0)] == ["Banana"])

# Where everything is, through pyatspi's Component (window and screen coordinates), before anything changes.
for acc, key in [(title, "heading|title"), (heading, "heading|Account"), (field, "entry|Name"), (secure, "password text|Password"),
                 (toggle, "toggle button|Notifications"), (slider, "slider|Volume"), (button, "push button|Add fruit"),
                 (picker, "panel|Size"), (fruits, "list|Fruits")] + [(r, f"radio button|{r.name}") for r in radios] \
        + [(r, f"list item|{r.getChildAtIndex(0).name}") for r in rows]:
    report_extents(acc, key)
win_w, win_s = extents(window)
check("the window's screen extents are its place", (win_s.x - win_w.x, win_s.y - win_w.y) != (0, 0)
      and (win_s.width, win_s.height) == (win_w.width, win_w.height), f"{win_w} {win_s}")
print(f"extents frame|window window {win_w.x} {win_w.y} {win_w.width} {win_w.height} "
      f"screen {win_s.x} {win_s.y} {win_s.width} {win_s.height}", flush=True)
bw, _ = extents(button)
hit = window.queryComponent().getAccessibleAtPoint(bw.x + bw.width // 2, bw.y + bw.height // 2, pyatspi.WINDOW_COORDS)
check("the element at the button's middle is the button", hit is not None and hit.name == "Add fruit", hit.name if hit else None)

# Driving it, each change read back as the window shows it.
events = []


def listener(event):
    events.append((event.type, event.source.name if event.source else None, str(event.any_data)))


kinds = ["object:state-changed:checked", "object:state-changed:selected", "object:property-change:accessible-value",
         "object:children-changed", "object:text-changed", "object:text-caret-moved", "object:state-changed:focused"]
pyatspi.Registry.registerEventListener(listener, *kinds)


session_bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
a11y_address = session_bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                     GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
a11y_bus = Gio.DBusConnection.new_for_address_sync(a11y_address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                                   | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)


def registered(kind):
    """Whether the registry lists `kind`: it has then told the app, before the app answers any later call."""
    listed = a11y_bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                "GetRegisteredEvents", None, GLib.VariantType("(a(ss))"), Gio.DBusCallFlags.NONE, 2000,
                                None).unpack()[0]
    return any(normalized(event) == normalized(kind) for _, event in listed)


def normalized(event):
    """An event as the registry may list it ("Object:StateChanged:Checked") in the form clients register it."""
    parts = []
    for part in event.split(":"):
        if not part:
            break
        parts.append("".join(("-" + c.lower()) if c.isupper() and i > 0 else c.lower() for i, c in enumerate(part)))
    return ":".join(parts)


check("the registry lists the client's events", pump(5, lambda: all(registered(k) for k in kinds)))


def saw(kind, name=None):
    return lambda: any(t.startswith(kind) and (name is None or n == name) for t, n, _ in events)


check("DoAction on the toggle", toggle.queryAction().doAction(0))
check("the checked event arrives", pump(5, saw("object:state-changed:checked", "Notifications")), events)
check("the toggle reads checked", pyatspi.STATE_CHECKED in states(toggle), states(toggle))
check("the window says so", pump(5, lambda: "Notifications on" in labels()), labels())

value.currentValue = 75.0
check("the slider's value event arrives", pump(5, saw("object:property-change:accessible-value", "Volume")), events)
check("the slider reads 75", fresh(slider).queryValue().currentValue == 75.0, slider.queryValue().currentValue)
check("the window shows Volume 75", pump(5, lambda: "Volume 75" in labels()), labels())

check("the picker's Selection chooses Large", picker.querySelection().selectChild(2))
check("the window shows Size Large", pump(5, lambda: "Size Large" in labels()), labels())
check("Large is checked now", pyatspi.STATE_CHECKED in states(radios[2]) and pyatspi.STATE_CHECKED not in states(radios[1]))
check("the picker's Selection holds Large", fresh(picker).querySelection().getSelectedChild(0).name == "Large")

check("the list's Selection chooses Cherry", selection.selectChild(2))
check("the window shows Chosen: Cherry", pump(5, lambda: "Chosen: Cherry" in labels()), labels())
check("the list's Selection holds Cherry", fresh(fruits).querySelection().nSelectedChildren == 1
      and fruits.querySelection().isChildSelected(2) and not fruits.querySelection().isChildSelected(1))

check("DoAction on the button", button.queryAction().doAction(0))
check("the list's children-changed event arrives", pump(5, saw("object:children-changed:add")), events)
check("the list has four rows", pump(5, lambda: fresh(fruits).childCount == 4), fruits.childCount)
fourth = fresh(fruits.getChildAtIndex(3))
check("the fourth reads Date", pump(5, lambda: [c.name for c in fresh(fourth)] == ["Date"]),
      f"{fourth.getRoleName()} {[(c.getRoleName(), c.name) for c in fourth]} {fourth.queryComponent().getExtents(1)}")


def type_into(acc, text):
    """Clicks the middle of the element where AT-SPI says it is on the screen, then types as a user does."""
    _, s = extents(acc)
    xdotool("mousemove", "--sync", str(s.x + s.width // 2), str(s.y + s.height // 2))
    xdotool("click", "1")
    pump(5, lambda: pyatspi.STATE_FOCUSED in states(acc))
    check(f"{acc.name} has keyboard focus after the click", pyatspi.STATE_FOCUSED in states(acc), states(acc))
    xdotool("type", "--window", WINDOW, "--delay", "60", text)


type_into(field, "Ada")
check("the text-changed events arrive", pump(5, lambda: sum(1 for t, n, _ in events if t == "object:text-changed:insert"
                                                            and n == "Name") >= 1), events)
check("the field reads Ada", pump(5, lambda: fresh(field).queryText().getText(0, -1) == "Ada"), field.queryText().getText(0, -1))
text = fresh(field).queryText()
check("the caret is after the a", text.caretOffset == 3 and text.characterCount == 3, (text.caretOffset, text.characterCount))
check("the caret-moved event arrives", pump(5, saw("object:text-caret-moved", "Name")), events)
check("the window shows the name", pump(5, lambda: any(l.startswith("Name Ada,") for l in labels())), labels())
fw, fs = extents(field)
boxes = []
for start, end in [(0, 1), (1, 2), (2, 3), (0, 3)]:
    w = text.getRangeExtents(start, end, pyatspi.WINDOW_COORDS)
    s = text.getRangeExtents(start, end, pyatspi.DESKTOP_COORDS)
    print(f"chars Name {start} {end} window {w[0]} {w[1]} {w[2]} {w[3]} screen {s[0]} {s[1]} {s[2]} {s[3]}", flush=True)
    boxes.append(w)
for offset in range(3):
    c = text.getCharacterExtents(offset, pyatspi.WINDOW_COORDS)
    check(f"character {offset}'s extents are its range's", tuple(c) == tuple(boxes[offset]), (c, boxes[offset]))
check("the characters run left to right, inside the field", all(boxes[i][0] + boxes[i][2] <= boxes[i + 1][0] + 1 for i in range(2))
      and all(b[2] > 0 and b[3] > 0 and fw.x - 1 <= b[0] and b[0] + b[2] <= fw.x + fw.width + 1 for b in boxes),
      (boxes, fw))
d = boxes[1]
check("the offset at the d's middle is 1", text.getOffsetAtPoint(d[0] + d[2] // 2, d[1] + d[3] // 2, pyatspi.WINDOW_COORDS) == 1,
      text.getOffsetAtPoint(d[0] + d[2] // 2, d[1] + d[3] // 2, pyatspi.WINDOW_COORDS))
check("a character past the end has no extents", tuple(text.getCharacterExtents(7, pyatspi.WINDOW_COORDS)) == (0, 0, 0, 0))

secret = "hunter2"
type_into(secure, secret)
check("the secure field reads bullets", pump(5, lambda: fresh(secure).queryText().getText(0, -1) == "\u2022" * len(secret)),
      repr(secure.queryText().getText(0, -1)))
check("the window counts the characters", pump(5, lambda: any(l.endswith("password of 7 characters") for l in labels())), labels())
said = [secure.name, secure.description, secure.queryText().getText(0, -1), " ".join(secure.getAttributes())] \
    + [f"{t} {n} {data}" for t, n, data in events] + [x.name for x in everything()]
check("the password is nowhere a client can read", not any(secret in s or "hunter" in s for s in said))
check("the secure field's text-changed events carry bullets", any(t == "object:text-changed:insert" and n == "Password"
                                                                  and data and set(data) == {"\u2022"} for t, n, data in events),
      [e for e in events if e[1] == "Password"])

print("all checks passed" if failures == 0 else f"{failures} checks failed", flush=True)
sys.exit(1 if failures else 0)
