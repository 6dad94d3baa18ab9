#!/usr/bin/python3
"""A screen reader's side of the gallery-window AT-SPI test (Tests/AtelierTests/Accessibility).

Finds the application whose name contains argv[1], reads the gallery window's toggles screen the way Orca
does (roles, names, states, extents), switches the Wi-Fi toggle through its Action and waits for the
checked state to come back as an event. Prints "ok: ..." or "FAIL: ..." per check; exits 1 on a failure.
Run with Debian's /usr/bin/python3 (python3-pyatspi).
"""
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib, Gio  # noqa: E402
import pyatspi  # noqa: E402

failures = 0


def check(what, condition, detail=""):
    global failures
    print(("ok: " if condition else "FAIL: ") + what + ("" if condition else " " + str(detail)), flush=True)
    if not condition:
        failures += 1


def pump(seconds, until=lambda: False):
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline and not until():
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def find_app(name, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and name in (app.name or ""):
                return app
        pump(0.2)
    return None


app = find_app(sys.argv[1] if len(sys.argv) > 1 else "Gallery")
if app is None:
    print("FAIL: the gallery application is not on the bus")
    sys.exit(2)
check("the application is found by name", True)
window = app.getChildAtIndex(0)
check("its window is a frame", window.getRoleName() == "frame", window.getRoleName())
everything = pyatspi.findAllDescendants(app, lambda x: True)
roles = {x.getRoleName() for x in everything}
check("buttons, toggles, labels and a heading are there", {"push button", "toggle button", "label", "heading"} <= roles, roles)
heading = [x for x in everything if x.getRoleName() == "heading"]
check("the screen's title is a heading", any(h.name == "Toggles and ToggleStyles" for h in heading), [h.name for h in heading])
wifi = [x for x in everything if x.getRoleName() == "toggle button" and x.name == "Wi-Fi"]
check("the Wi-Fi toggle is a toggle button named Wi-Fi", len(wifi) == 1)
toggle = wifi[0]
check("it starts unchecked", not toggle.getState().contains(pyatspi.STATE_CHECKED))
extents = toggle.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
check("its extents lie in the window", extents.width > 20 and extents.height > 10 and extents.x >= 0 and extents.y >= 0,
      (extents.x, extents.y, extents.width, extents.height))

events = []
listener = Atspi.EventListener.new(lambda event: events.append((event.type, event.detail1)))
listener.register("object:state-changed:checked")
# The app sends only what someone listens for: once the registry lists the listener, the app has been told.
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


pump(5, until=lambda: "object:statechanged:checked" in listed())
action = toggle.queryAction()
check("its action is toggle", action.getName(0) == "toggle", action.getName(0))
action.doAction(0)
pump(5, until=lambda: any(e == ("object:state-changed:checked", 1) for e in events))
check("the checked event arrives", ("object:state-changed:checked", 1) in events, events)
check("it reads checked now", toggle.getState().contains(pyatspi.STATE_CHECKED))
labels = [x.name for x in pyatspi.findAllDescendants(app, lambda x: x.getRoleName() == "label")]
check("the screen's own text follows (Wi-Fi is on)", "Wi-Fi is on" in labels, labels[:5])
print("all checks passed" if failures == 0 else f"{failures} checks failed", flush=True)
sys.exit(1 if failures else 0)
