#!/usr/bin/python3
"""Print the text on the display's clipboard as one line of JSON, as GTK 4 reads it.

  read-clipboard.py    prints {"text": "..."}; exits 1 with one line on stderr when the
                       clipboard holds no text or nothing answers within 5 s.

Runs with /usr/bin/python3 (python3-gi, gir1.2-gtk-4.0) on the display in DISPLAY or
WAYLAND_DISPLAY; a test reads what a program put there while that program still runs.
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
    clipboard = Gtk.Window().get_display().get_clipboard()
    loop = GLib.MainLoop()

    def done(source, outcome):
        try:
            result["text"] = source.read_text_finish(outcome)
        except GLib.Error as error:
            result["error"] = error.message
        loop.quit()

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
