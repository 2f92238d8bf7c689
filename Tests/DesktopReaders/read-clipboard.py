#!/usr/bin/python3
"""Print the text on the display's clipboard as one line of JSON, as GTK 4 reads it.

  read-clipboard.py    prints {"text": "..."}; exits 1 with one line on stderr when the
                       clipboard holds no text or nothing answers within 5 s.

Runs with /usr/bin/python3 (python3-gi, gir1.2-gtk-4.0) on the display in DISPLAY or
WAYLAND_DISPLAY; a test reads what a program put there while that program still runs.

On Wayland the compositor offers the selection only to the client with the keyboard
focus, so there the reader first shows a window and waits until it is active (the Wayland
lane's Weston has a seat and gives a window it maps the focus); on X11 anyone may ask.
"""
import json
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

result = {}


def main():
    Gtk.init()
    window = Gtk.Window(title="read-clipboard")
    clipboard = window.get_display().get_clipboard()
    loop = GLib.MainLoop()

    def done(source, outcome):
        try:
            result["text"] = source.read_text_finish(outcome)
        except GLib.Error as error:
            result["error"] = error.message
        loop.quit()

    def read(*_):
        # Active, and the selection offered: the offer comes with the keyboard focus, which
        # may reach GTK after the window reads active (then "changed" says it came).
        formats = clipboard.get_formats()
        offered = any(formats.contain_mime_type(mime) for mime in ("text/plain;charset=utf-8", "text/plain"))
        if window.props.is_active and offered and "reading" not in result:
            result["reading"] = True
            clipboard.read_text_async(None, done)

    if window.get_display().__gtype__.name.startswith("GdkWayland"):
        window.connect("notify::is-active", read)
        clipboard.connect("changed", read)
        window.present()
    else:
        clipboard.read_text_async(None, done)
    GLib.timeout_add_seconds(5, lambda: (result.setdefault("error", "no answer within 5 s"), loop.quit()))
    loop.run()
    if "error" in result or result.get("text") is None:
        print(f"read-clipboard: {result.get('error', 'no text')}", file=sys.stderr)
        return 1
    json.dump({"text": result["text"]}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
