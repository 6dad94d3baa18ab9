#!/usr/bin/env python3
"""A pointer for a compositor that has none (sway's headless backend), for the Wayland window tests.

Connects to $WAYLAND_DISPLAY (an absolute path, or a name in $XDG_RUNTIME_DIR), makes a virtual pointer
through wlroots' zwlr_virtual_pointer_manager_v1 (the seat gains a pointer while it lives) and a virtual
keyboard that types nothing: it keeps the seat's keyboard while wtype's keyboards come and go, since a
client that sees the seat's keyboard vanish with each wtype and come back loses the keys sent before it
has asked for the new one. Then it reads one command a line from standard input:

    move X Y W H     puts the pointer at (X, Y) of a layout W by H (logical units, fractions allowed)
    down / up        presses or releases the left button (BTN_LEFT)
    scroll DY        turns the vertical wheel by DY notches (positive: down)
    quit             ends

After each command it waits for the compositor to have handled it (a wl_display.sync round trip) and
prints "ok", so that a test knows the input has arrived before it looks. It speaks the Wayland wire
protocol itself (no library), which is little: a header of object id, size and opcode, then arguments.
"""
import os
import socket
import struct
import sys
import time

BTN_LEFT = 0x110


class Connection:
    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.next_id = 2  # 1 is wl_display
        self.buffer = b""
        self.globals = {}
        self.synced = set()
        self.pending = set()

    def new_id(self):
        value = self.next_id
        self.next_id += 1
        return value

    def send(self, obj, opcode, payload=b"", fds=()):
        message = struct.pack("<II", obj, ((8 + len(payload)) << 16) | opcode) + payload
        if fds:
            socket.send_fds(self.sock, [message], list(fds))
        else:
            self.sock.sendall(message)

    @staticmethod
    def string(text):
        data = text.encode() + b"\0"
        return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)

    def read_event(self):
        while len(self.buffer) < 8 or len(self.buffer) < (struct.unpack_from("<I", self.buffer, 4)[0] >> 16):
            chunk = self.sock.recv(65536)
            if not chunk:
                sys.exit("wayland-virtual-pointer: the compositor closed the connection")
            self.buffer += chunk
        obj, word = struct.unpack_from("<II", self.buffer)
        size = word >> 16
        body = self.buffer[8:size]
        self.buffer = self.buffer[size:]
        return obj, word & 0xFFFF, body

    def handle(self, registry, obj, opcode, body):
        if obj == 1 and opcode == 0:  # wl_display.error
            oid, code, length = struct.unpack_from("<III", body)
            sys.exit(f"wayland-virtual-pointer: protocol error on object {oid} ({code}): {body[12:12 + length - 1].decode()}")
        if obj == registry and opcode == 0:  # wl_registry.global
            name, length = struct.unpack_from("<II", body)
            interface = body[8:8 + length - 1].decode()
            version = struct.unpack_from("<I", body, 8 + length + (-length % 4))[0]
            self.globals[interface] = (name, version)
        elif opcode == 0 and obj in self.pending:  # wl_callback.done
            self.synced.add(obj)

    def roundtrip(self, registry=0):
        callback = self.new_id()
        self.pending.add(callback)
        self.send(1, 0, struct.pack("<I", callback))  # wl_display.sync
        while callback not in self.synced:
            self.handle(registry, *self.read_event())
        self.pending.discard(callback)

    def bind(self, registry, interface, version):
        name, offered = self.globals[interface]
        oid = self.new_id()
        self.send(registry, 0, struct.pack("<I", name) + self.string(interface) + struct.pack("<II", min(version, offered), oid))
        return oid


def main():
    display = os.environ.get("WAYLAND_DISPLAY", "wayland-0")
    path = display if display.startswith("/") else os.path.join(os.environ.get("XDG_RUNTIME_DIR", "/tmp"), display)
    wl = Connection(path)
    registry = wl.new_id()
    wl.send(1, 1, struct.pack("<I", registry))  # wl_display.get_registry
    wl.roundtrip(registry)
    if "zwlr_virtual_pointer_manager_v1" not in wl.globals:
        sys.exit("wayland-virtual-pointer: the compositor offers no zwlr_virtual_pointer_manager_v1")
    seat = wl.bind(registry, "wl_seat", 1)
    manager = wl.bind(registry, "zwlr_virtual_pointer_manager_v1", 1)
    pointer = wl.new_id()
    wl.send(manager, 0, struct.pack("<II", seat, pointer))  # create_virtual_pointer(seat, id)
    if "zwp_virtual_keyboard_manager_v1" in wl.globals:
        keyboards = wl.bind(registry, "zwp_virtual_keyboard_manager_v1", 1)
        keyboard = wl.new_id()
        wl.send(keyboards, 0, struct.pack("<II", seat, keyboard))  # create_virtual_keyboard(seat, id)
        # The compositor compiles the keymap (resolving the includes from xkb-data); a US layout.
        keymap = (b'xkb_keymap { xkb_keycodes { include "evdev+aliases(qwerty)" }; xkb_types { include "complete" }; '
                  b'xkb_compat { include "complete" }; xkb_symbols { include "pc+us+inet(evdev)" }; };\0')
        fd = os.memfd_create("keymap")
        os.write(fd, keymap)
        wl.send(keyboard, 0, struct.pack("<II", 1, len(keymap)), fds=[fd])  # keymap(XKB_V1, fd, size)
        os.close(fd)
    wl.roundtrip(registry)
    print("ready", flush=True)

    def now():
        return int(time.monotonic() * 1000) & 0xFFFFFFFF

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[0] == "move" and len(words) == 5:
            x, y, w, h = (float(v) for v in words[1:])
            # Extents in thousandths of a unit: fractional positions land where they are meant to.
            wl.send(pointer, 1, struct.pack("<IIIII", now(), int(round(x * 1000)), int(round(y * 1000)),
                                            int(round(w * 1000)), int(round(h * 1000))))
        elif words[0] in ("down", "up"):
            wl.send(pointer, 2, struct.pack("<III", now(), BTN_LEFT, 1 if words[0] == "down" else 0))
        elif words[0] == "scroll" and len(words) == 2:
            notches = float(words[1])
            wl.send(pointer, 5, struct.pack("<I", 0))  # axis_source(wheel)
            wl.send(pointer, 3, struct.pack("<IIi", now(), 0, int(round(notches * 15 * 256))))  # axis(vertical), 15 per notch
        else:
            print(f"error: unknown command {line.strip()!r}", flush=True)
            continue
        wl.send(pointer, 4)  # frame
        wl.roundtrip(registry)
        print("ok", flush=True)
    wl.send(pointer, 8)  # destroy
    wl.roundtrip(registry)


if __name__ == "__main__":
    main()
