#!/usr/bin/python3
"""A screen reader's side of the AT-SPI end-to-end test (Tests/AtelierTests/Accessibility).

Finds the application named argv[1] through the registry (pyatspi), reads the fake window that
Sources/AccessibilityProbeApp exports, drives it (actions, a value, text) and checks what comes back,
including the events. Also sends bad calls over raw D-Bus (a removed object, wrong argument types).
Prints one line per check ("ok: ..." or "FAIL: ...") and exits 1 if any failed, 2 if the app was not found.
Run with Debian's /usr/bin/python3 (python3-pyatspi), with DBUS_SESSION_BUS_ADDRESS set to the test's bus.
"""
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib, Gio  # noqa: E402
import pyatspi  # noqa: E402

APP_NAME = sys.argv[1] if len(sys.argv) > 1 else "AtelierProbe"
failures = 0


def check(what, condition, detail=""):
    global failures
    if condition:
        print(f"ok: {what}", flush=True)
    else:
        failures += 1
        print(f"FAIL: {what} {detail}", flush=True)


def pump(seconds, until=lambda: False):
    """Runs the default GLib context (where libatspi delivers events) until `until()` or time runs out."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline and not until():
        while context.pending():
            context.iteration(False)
        if until():
            break
        time.sleep(0.01)
    return until()


def fresh(acc):
    """The object with libatspi's cached properties dropped, so that reads go to the app."""
    acc.clear_cache()
    return acc


def find_app():
    deadline = time.time() + 15
    while time.time() < deadline:
        desktop = fresh(pyatspi.Registry.getDesktop(0))
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == APP_NAME:
                return app
        pump(0.2)
    return None


def child(window, name):
    for c in fresh(window):
        if c is not None and c.name == name:
            return c
    return None


def states(acc):
    return set(fresh(acc).getState().getStates())


app = find_app()
if app is None:
    print(f"FAIL: no application named {APP_NAME} on the desktop", flush=True)
    sys.exit(2)

check("the application's role", app.getRoleName() == "application", app.getRoleName())
check("the toolkit", app.get_toolkit_name() == "Atelier", app.get_toolkit_name())
check("the application has one child", app.childCount == 1, str(app.childCount))
window = app.getChildAtIndex(0)
check("the window is a frame named after it", window.getRoleName() == "frame" and window.name == "Probe Window",
      f"{window.getRoleName()} {window.name!r}")
check("the window is active", pyatspi.STATE_ACTIVE in states(window))
check("the window's parent is the application", window.parent == app)
print("window children:", [f"{c.getRoleName()}:{c.name[:20]}" for c in window], flush=True)

heading = child(window, "Settings")
check("heading role and level", heading.getRoleName() == "heading" and heading.getAttributes().count("level:1") == 1,
      f"{heading.getRoleName()} {heading.getAttributes()}")

button = child(window, "Add row")
check("button role", button.getRoleName() == "push button", button.getRoleName())
check("button states", {pyatspi.STATE_ENABLED, pyatspi.STATE_SENSITIVE, pyatspi.STATE_FOCUSABLE, pyatspi.STATE_SHOWING,
                        pyatspi.STATE_VISIBLE} <= states(button), str(states(button)))
check("button description is its hint", button.description == "Adds a row to the list", repr(button.description))
check("button identifier", "id:add-row" in button.getAttributes() and button.get_accessible_id() == "add-row",
      f"{button.getAttributes()} {button.get_accessible_id()!r}")
button_action = button.queryAction()
check("button action is click", button_action.nActions == 1 and button_action.getName(0) == "click",
      f"{button_action.nActions} {button_action.getName(0)!r}")
component = button.queryComponent()
extents = component.getExtents(pyatspi.DESKTOP_COORDS)
check("button screen extents: (100, 200) + 2 x (10, 20, 100, 30)",
      (extents.x, extents.y, extents.width, extents.height) == (120, 240, 200, 60), str(extents))
extents = component.getExtents(pyatspi.WINDOW_COORDS)
check("button window extents", (extents.x, extents.y, extents.width, extents.height) == (20, 40, 200, 60), str(extents))
hit = window.queryComponent().getAccessibleAtPoint(130, 250, pyatspi.DESKTOP_COORDS)
check("the element at a point of the button is the button", hit is not None and hit.name == "Add row",
      hit.name if hit else "None")
check("the button contains its point", component.contains(130, 250, pyatspi.DESKTOP_COORDS))
check("the button does not contain a point outside", not component.contains(10, 10, pyatspi.DESKTOP_COORDS))

toggle = child(window, "Wi-Fi")
check("toggle role", toggle.getRoleName() == "toggle button", toggle.getRoleName())
check("toggle is checked", {pyatspi.STATE_CHECKED, pyatspi.STATE_CHECKABLE} <= states(toggle), str(states(toggle)))
toggle_action = toggle.queryAction()
check("toggle action is toggle", toggle_action.getName(0) == "toggle", toggle_action.getName(0))

slider = child(window, "Volume")
value = slider.queryValue()
check("slider role", slider.getRoleName() == "slider", slider.getRoleName())
check("slider range", (value.minimumValue, value.maximumValue, value.minimumIncrement, value.currentValue)
      == (0.0, 100.0, 1.0, 50.0), str((value.minimumValue, value.maximumValue, value.minimumIncrement, value.currentValue)))
check("slider actions", [slider.queryAction().getName(i) for i in range(2)] == ["increment", "decrement"])

field = child(window, "Name")
text = field.queryText()
check("text field role", field.getRoleName() == "entry", field.getRoleName())
check("text field text", text.getText(0, -1) == "Ada" and text.characterCount == 3 and text.caretOffset == 3,
      f"{text.getText(0, -1)!r} {text.characterCount} {text.caretOffset}")
check("text field states", {pyatspi.STATE_EDITABLE, pyatspi.STATE_SINGLE_LINE} <= states(field), str(states(field)))
check("text field placeholder", "placeholder-text:Your name" in field.getAttributes(), str(field.getAttributes()))
word = field.get_string_at_offset(1, Atspi.TextGranularity.WORD)
check("the word at offset 1", (word.content, word.start_offset, word.end_offset) == ("Ada", 0, 3),
      str((word.content, word.start_offset, word.end_offset)))

secure = child(window, "Password")
check("secure field role", secure.getRoleName() == "password text", secure.getRoleName())
secure_text = secure.queryText().getText(0, -1)
check("secure field shows bullets only", secure_text == "\u2022" * 6, repr(secure_text))

lst = child(window, "Fruits")
check("list role", lst.getRoleName() == "list", lst.getRoleName())
rows = [fresh(r) for r in lst]
check("list rows", [(r.getRoleName(), r.name) for r in rows]
      == [("list item", "Apple"), ("list item", "Banana"), ("list item", "Cherry")], str([(r.getRoleName(), r.name) for r in rows]))
check("row positions", [sorted(a for a in r.getAttributes() if a.startswith(("posinset", "setsize"))) for r in rows]
      == [["posinset:1", "setsize:3"], ["posinset:2", "setsize:3"], ["posinset:3", "setsize:3"]],
      str([r.getAttributes() for r in rows]))
selection = lst.querySelection()
check("the list's selected row", selection.nSelectedChildren == 1 and selection.getSelectedChild(0).name == "Banana")

huge = window.getChildAtIndex(7)
check("a megabyte label arrives cut", len(huge.name) == 10000, str(len(huge.name)))
broken = child(window, "Broken")
bx = broken.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
check("a NaN frame arrives as an empty one", (bx.x, bx.y, bx.width, bx.height) == (100, 200, 0, 0), str(bx))
check("a child index out of range is no child", window.getChildAtIndex(99) is None)

# Events and actions: each change comes back as the event a screen reader listens to.
events = []


def listener(event):
    events.append((event.type, event.source.name if event.source else None, event.detail1))


pyatspi.Registry.registerEventListener(listener, "object:state-changed:checked", "object:children-changed",
                                       "object:property-change:accessible-value", "object:text-changed",
                                       "object:state-changed:focused", "object:property-change:accessible-name")
# The app sends only what someone listens for: once the registry lists the listeners, the app has been told.
session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                            GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
bus = Gio.DBusConnection.new_for_address_sync(address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                              | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)


def listed():
    return [e.lower() for _, e in bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                                                "org.a11y.atspi.Registry", "GetRegisteredEvents", None,
                                                GLib.VariantType("(a(ss))"), Gio.DBusCallFlags.NONE, 2000,
                                                None).unpack()[0]]


check("the registry lists the listeners", pump(5, lambda: len(listed()) >= 6), listed())


def saw(kind, name=None):
    return lambda: any(t.startswith(kind) and (name is None or n == name) for t, n, _ in events)


check("toggle DoAction", toggle_action.doAction(0))
check("the toggle's checked state-changed event arrives", pump(5, saw("object:state-changed:checked", "Wi-Fi")), str(events))
check("the toggle is unchecked now", pyatspi.STATE_CHECKED not in states(toggle), str(states(toggle)))

value.currentValue = 75.0
check("the slider's value-changed event arrives",
      pump(5, saw("object:property-change:accessible-value", "Volume")), str(events))
check("the slider's value is 75", fresh(slider).queryValue().currentValue == 75.0, str(slider.queryValue().currentValue))

check("button DoAction adds a row", button_action.doAction(0))
check("the list's children-changed event arrives", pump(5, saw("object:children-changed:add", "Fruits")), str(events))
check("the list has four rows", fresh(lst).childCount == 4 and lst.getChildAtIndex(3).name == "Date", str(lst.childCount))

check("EditableText insert", field.queryEditableText().insertText(3, "!", 1))
check("the text-changed event arrives", pump(5, saw("object:text-changed:insert", "Name")), str(events))
check("the text is Ada!", fresh(field).queryText().getText(0, -1) == "Ada!", field.queryText().getText(0, -1))
check("EditableText cannot edit a part of a secure field", not secure.queryEditableText().insertText(0, "x", 1))

check("GrabFocus", field.queryComponent().grabFocus())
check("the focus event arrives", pump(5, saw("object:state-changed:focused", "Name")), str(events))
check("the field is focused", pyatspi.STATE_FOCUSED in states(field))

check("SelectChild activates the row", selection.selectChild(0))

# Bad calls, straight over D-Bus: a removed object, wrong argument types, an unknown method.
def app_bus_name():
    """Our application's unique name, from the registry's list of embedded applications."""
    children = bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                             "GetChildren", None, GLib.VariantType("(a(so))"), Gio.DBusCallFlags.NONE, 2000, None)
    for bus_name, path in children.unpack()[0]:
        reply = bus.call_sync(bus_name, path, "org.freedesktop.DBus.Properties", "Get",
                              GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), GLib.VariantType("(v)"),
                              Gio.DBusCallFlags.NONE, 2000, None)
        if reply.unpack()[0] == APP_NAME:
            return bus_name
    return None


name = app_bus_name()
check("the registry lists the application", name is not None)


def call_error(path, interface, method, args):
    try:
        bus.call_sync(name, path, interface, method, args, None, Gio.DBusCallFlags.NONE, 2000, None)
        return None
    except GLib.Error as error:
        return Gio.DBusError.get_remote_error(error) or error.message


error = call_error("/org/a11y/atspi/accessible/999999", "org.a11y.atspi.Accessible", "GetRole", None)
check("a removed element answers with an error", error is not None, str(error))
error = call_error("/org/a11y/atspi/accessible/1", "org.a11y.atspi.Accessible", "GetChildAtIndex",
                   GLib.Variant("(s)", ("zero",)))
check("a wrong argument type answers InvalidArgs", error == "org.freedesktop.DBus.Error.InvalidArgs", str(error))
error = call_error("/org/a11y/atspi/accessible/3", "org.a11y.atspi.Value", "GetCurrentValue", None)
check("an interface the element lacks answers with an error", error is not None, str(error))
items = bus.call_sync(name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None,
                      GLib.VariantType("(a((so)(so)(so)iiassusau))",), Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
check("the cache lists the application and every element", len(items) == 15 and items[0][7] == 75,
      f"{len(items)} items")
# A client that goes away before its answer: the app must go on answering others.
gone = Gio.DBusConnection.new_for_address_sync(address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                               | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
gone.call(name, "/org/a11y/atspi/accessible/4", "org.a11y.atspi.Action", "DoAction", GLib.Variant("(i)", (0,)),
          None, Gio.DBusCallFlags.NONE, 2000, None, None)
gone.flush_sync(None)
gone.close_sync(None)
time.sleep(0.3)
check("the app answers after a client left mid-call", fresh(window).name == "Probe Window")

print(f"{failures} checks failed" if failures else "all checks passed", flush=True)
sys.exit(1 if failures else 0)
