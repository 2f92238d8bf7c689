#!/usr/bin/python3
"""A notification service that records: owns org.freedesktop.Notifications on the session
bus and prints each Notify call as one line of JSON on stdout.

  notification-server.py    prints "ready" once it owns the name, then one line per call:
                            {"app_name", "replaces_id", "app_icon", "summary", "body",
                             "actions", "hints": {name: [type, value]}, "expire_timeout",
                             "id"} for Notify (the id it answered: replaces_id when not 0,
                            as the specification says, else a new one), and
                            {"close": id} for CloseNotification (it then emits
                            NotificationClosed with reason 3, as a real service does).
                            Runs until stdin closes or it is killed.

Commands on stdin, one a line:
  invoke ID ACTION          emits ActionInvoked(ID, ACTION), as a click on the notification
                            ("default") or its button does, then prints {"invoked": ID,
                            "action": ACTION}
  hold                      prints {"held": true}; the next Notify is printed, then not
                            answered until a "release" line: a slow service, which answers
                            nothing else meanwhile (a service answers its calls in order)

Runs with /usr/bin/python3 (python3-gi) on the session bus in DBUS_SESSION_BUS_ADDRESS. The
hints keep their D-Bus type beside the value: a program that sends urgency as a string
instead of a byte is wrong to a real service, and a test must be able to see it.
"""
import json
import os
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.Notifications">
    <method name="Notify">
      <arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
      <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
      <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/>
      <arg type="u" direction="out"/>
    </method>
    <method name="GetCapabilities"><arg type="as" direction="out"/></method>
    <method name="CloseNotification"><arg type="u" direction="in"/></method>
    <method name="GetServerInformation">
      <arg type="s" direction="out"/><arg type="s" direction="out"/>
      <arg type="s" direction="out"/><arg type="s" direction="out"/>
    </method>
  </interface>
</node>
"""

PATH = "/org/freedesktop/Notifications"
last_id = 0
hold_next = False
pending = b""  # what was read from stdin and not handled yet


def next_line_blocking():
    """The next line on stdin, waiting for it (None once stdin is closed)."""
    global pending
    while b"\n" not in pending:
        chunk = os.read(0, 4096)
        if not chunk:
            return None
        pending += chunk
    line, pending = pending.split(b"\n", 1)
    return line.decode()


def emit(line):
    print(line, flush=True)


def on_call(connection, sender, path, interface, method, parameters, invocation):
    global last_id, hold_next
    if method == "Notify":
        (app_name, replaces_id, app_icon, summary, body, actions, hints, expire) = parameters.unpack()
        typed = parameters.get_child_value(6)
        hint_types = {typed.get_child_value(i).get_child_value(0).get_string():
                      typed.get_child_value(i).get_child_value(1).get_variant().get_type_string()
                      for i in range(typed.n_children())}
        if replaces_id == 0:
            last_id += 1
        notification_id = replaces_id or last_id
        emit(json.dumps({"app_name": app_name, "replaces_id": replaces_id, "app_icon": app_icon,
                         "summary": summary, "body": body, "actions": actions,
                         "hints": {name: [hint_types[name], value] for name, value in sorted(hints.items())},
                         "expire_timeout": expire, "id": notification_id}, ensure_ascii=False))
        if hold_next:
            hold_next = False
            while (line := next_line_blocking()) not in ("release", None):
                print("notification-server.py: holding a reply, ignored: %r" % line, file=sys.stderr)
        invocation.return_value(GLib.Variant("(u)", (notification_id,)))
    elif method == "GetCapabilities":
        # libnotify asks before it sends actions; saying "actions" lets a caller send them as it would to GNOME Shell.
        invocation.return_value(GLib.Variant("(as)", (["actions", "body"],)))
    elif method == "CloseNotification":
        (notification_id,) = parameters.unpack()
        emit(json.dumps({"close": notification_id}))
        invocation.return_value(None)
        connection.emit_signal(None, PATH, "org.freedesktop.Notifications", "NotificationClosed",
                               GLib.Variant("(uu)", (notification_id, 3)))
    else:
        invocation.return_value(GLib.Variant("(ssss)", ("notification-server.py", "PresentationKit tests", "1", "1.2")))


def main():
    loop = GLib.MainLoop()
    connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    connection.register_object("/org/freedesktop/Notifications", info, on_call, None, None)

    def acquired(*_):
        emit("ready")

    def lost(*_):
        print("notification-server.py: another service owns org.freedesktop.Notifications", file=sys.stderr)
        loop.quit()

    Gio.bus_own_name_on_connection(connection, "org.freedesktop.Notifications",
                                   Gio.BusNameOwnerFlags.DO_NOT_QUEUE, acquired, lost)
    # The test ends the server by closing its stdin: no signal, no stray process.
    def on_input(*_):
        global pending, hold_next
        chunk = os.read(0, 4096)
        if not chunk:
            loop.quit()
            return False
        pending += chunk
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            words = line.decode().split()
            if words == ["hold"]:
                hold_next = True
                emit(json.dumps({"held": True}))
            elif len(words) == 3 and words[0] == "invoke":
                connection.emit_signal(None, PATH, "org.freedesktop.Notifications", "ActionInvoked",
                                       GLib.Variant("(us)", (int(words[1]), words[2])))
                connection.flush_sync(None)
                emit(json.dumps({"invoked": int(words[1]), "action": words[2]}))
            else:
                print("notification-server.py: unknown command: %r" % line, file=sys.stderr)
        return True

    GLib.io_add_watch(GLib.IOChannel.unix_new(0), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP, on_input)
    loop.run()


if __name__ == "__main__":
    sys.exit(main())
