#!/usr/bin/python3
"""Which events the app sends, as listeners come and go (Tests/AtelierTests/Accessibility, with the probe app).

Watches every Event.Object signal of the application named argv[1] over raw D-Bus (a match rule, which the
registry does not count as a listener), while registering and deregistering pyatspi listeners with the
registry: a change is sent only while some listener wants it. Prints "ok: ..." or "FAIL: ..." per check and
"all checks passed" at the end (exit 1 on a failure, 2 when the app is not found).
Run with Debian's /usr/bin/python3 (python3-pyatspi), DBUS_SESSION_BUS_ADDRESS set to the test's bus.
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
    print(("ok: " if condition else "FAIL: ") + what + ("" if condition else " " + str(detail)), flush=True)
    if not condition:
        failures += 1


def pump(seconds, until=lambda: False):
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline and not until():
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)
    return until()


session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                            GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 2000, None).unpack()[0]
bus = Gio.DBusConnection.new_for_address_sync(address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                              | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)


def call(name, path, interface, method, args, reply):
    return bus.call_sync(name, path, interface, method, args, GLib.VariantType(reply) if reply else None,
                         Gio.DBusCallFlags.NONE, 3000, None)


def app_bus_name():
    children = call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                    "GetChildren", None, "(a(so))").unpack()[0]
    for name, path in children:
        got = call(name, path, "org.freedesktop.DBus.Properties", "Get",
                   GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), "(v)").unpack()[0]
        if got == APP_NAME:
            return name
    return None


name = None
deadline = time.time() + 15
while name is None and time.time() < deadline:
    name = app_bus_name()
    if name is None:
        pump(0.2)
if name is None:
    print(f"FAIL: no application named {APP_NAME}", flush=True)
    sys.exit(2)

signals = []
bus.signal_subscribe(name, "org.a11y.atspi.Event.Object", None, None, None, Gio.DBusSignalFlags.NONE,
                     lambda _c, _s, _p, _i, member, params: signals.append((member, params.unpack()[0])))


def registered():
    listed = call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                  "GetRegisteredEvents", None, "(a(ss))").unpack()[0]
    return {event.lower() for _, event in listed}


def toggle():
    call(name, "/org/a11y/atspi/accessible/4", "org.a11y.atspi.Action", "DoAction", GLib.Variant("(i)", (0,)), "(b)")


def set_volume(v):
    call(name, "/org/a11y/atspi/accessible/5", "org.freedesktop.DBus.Properties", "Set",
         GLib.Variant("(ssv)", ("org.a11y.atspi.Value", "CurrentValue", GLib.Variant("d", v))), None)


def volume():
    return call(name, "/org/a11y/atspi/accessible/5", "org.freedesktop.DBus.Properties", "Get",
                GLib.Variant("(ss)", ("org.a11y.atspi.Value", "CurrentValue")), "(v)").unpack()[0]


def sent(member, detail):
    return lambda: any(m == member and d == detail for m, d in signals)


check("no listener at first", not any(e.startswith("object:") for e in registered()), registered())
toggle()
set_volume(20.0)
pump(1)
check("with no listener, no object events are sent", not any(m in ("StateChanged", "PropertyChange") for m, _ in signals), signals)
check("the changes were made all the same", pump(3, lambda: volume() == 20.0), volume())

checked = lambda event: None  # noqa: E731
pyatspi.Registry.registerEventListener(checked, "object:state-changed:checked")
check("the registry lists the checked listener", pump(5, lambda: "object:statechanged:checked" in registered()), registered())
signals.clear()
toggle()
check("a toggle's checked state is sent", pump(5, sent("StateChanged", "checked")), signals)
set_volume(30.0)
pump(1)
check("a value change is not: nobody listens", not any(m == "PropertyChange" for m, _ in signals), signals)
check("the value changed all the same", pump(3, lambda: volume() == 30.0), volume())

values = lambda event: None  # noqa: E731
pyatspi.Registry.registerEventListener(values, "object:property-change")
check("the registry lists the property listener", pump(5, lambda: "object:propertychange:" in registered()), registered())
signals.clear()
set_volume(40.0)
check("a value change is sent once someone listens to property changes", pump(5, sent("PropertyChange", "accessible-value")),
      signals)

pyatspi.Registry.deregisterEventListener(values, "object:property-change")
check("the registry drops the property listener", pump(5, lambda: "object:propertychange:" not in registered()), registered())
signals.clear()
set_volume(50.0)
toggle()
check("the checked state is still sent", pump(5, sent("StateChanged", "checked")), signals)
check("value changes are not any more", not any(m == "PropertyChange" for m, _ in signals), signals)

print("all checks passed" if failures == 0 else f"{failures} checks failed", flush=True)
sys.exit(1 if failures else 0)
