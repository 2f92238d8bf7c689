#!/usr/bin/python3
"""Drive and read a running GTK 4 application's windows through AT-SPI.

The tests see the UI the way a person (or a screen reader) does: by the
accessibility tree, not by poking at widgets. One driver process serves a whole
test: it reads one JSON request a line on stdin and answers each with one JSON
line on stdout, until stdin ends:

  {"op": "dialogs", "pid": 123, "count": 1, "wait": 10}
  -> {"ok": [window, ...]}   or   {"error": "a one-line message"}

Starting Python, importing gi and Atspi.init() cost more than most requests do,
so they are paid once per driver, not once per request. A shell script asks one
question the same way:

  printf '%s\\n' '{"op": "windows", "pid": 123}' | /usr/bin/python3 Tests/DesktopReaders/atspi_driver.py

Run it with /usr/bin/python3 (it needs `gi` and the Atspi 2.0 typelib,
package gir1.2-atspi-2.0). The application must share this tool's session
D-Bus and keep accessibility on: GTK_A11Y must not be "none" (GTK 4 ignores
NO_AT_BRIDGE; GTK 3 honours it). The accessibility bus (org.a11y.Bus) is
started by D-Bus activation on first use; scripts/with-display sets all this up.

Every request has "op" and "pid" (the application's process id), and "wait",
the seconds to wait for what it asks (default 5). The operations:

  dialogs    [count N]
             wait for at least N (default 1) dialog/alert windows, each showing a
             label or a button;
             answers [window, ...] for every dialog, oldest first
  windows    answers [window, ...] for every visible top-level window
  click      label LABEL [window_title T]
             press the sensitive button with that clean label: in window T,
             else in the newest dialog that has one, else in other windows;
             answers {"clicked": LABEL, "window": {"role": .., "title": ..}}
  wait-gone  wait until the application shows no dialog; answers
             {"dialogs": 0}, plus "exited": true if the process is gone
  wait-label text TEXT
             wait until a label in the application's windows shows exactly
             TEXT (its AT-SPI Text, which is what is drawn; its name may say
             more, as a list cell's "Size: 4 KB" does); answers
             {"text": TEXT, "window": {...}}
  wait-no-label text TEXT
             wait until no label in the application's windows shows TEXT
             (a toast gone); answers {"text": TEXT, "gone": true}
  extents    text TEXT
             where the label showing TEXT is, in its window's coordinates:
             {"x": .., "y": .., "width": .., "height": ..}
  act        label LABEL
             run the first action of the visible widget named LABEL (or whose
             label child reads LABEL) in the newest window that has one: a check
             box, an expander, a button inside an expander (which `click` leaves
             alone); answers {"acted": LABEL, "role": .., "action": ..}
  widgets    every visible widget that is not a label or a plain button, in the
             newest dialog: [{"role": .., "name": .., "checked": bool,
             "expanded": bool, "text": TEXT or null}, ...]; "text" is what a
             text widget holds (AT-SPI's Text interface)
  cells      [count N]
             wait for N (default 1) rows of a table (a list's GtkColumnView)
             in the newest dialog; answers each row's visible cells, top to
             bottom: [[{"role": .., "name": .., "text": TEXT or null,
             "checked": bool}, ...], ...], read from each cell's widget (what
             a screen reader reads: GTK names the cell itself by its type)
  edit-cell  name NAME text TEXT
             replace the text of the editable cell (an editable label) named
             NAME in the newest dialog's list through AT-SPI's EditableText, as
             an input method would; answers {"edited": NAME, "role": ..}
  focus      [name NAME | moved_from NAME]
             the widget with keyboard focus in the window that has it: {"role": .., "name": .., "window": {"role": .., "title": ..}}
             ("window": the dialog inside the window that holds it, if one does);
             with name, wait until the focused widget's accessible name is
             NAME; with moved_from, until a widget not named NAME has focus
             (after a Tab; "" when none had). With no window manager no window
             is active: the newest window with a focused widget is read.
  set-text   label LABEL text TEXT
             replace the text of the text field named LABEL in the newest dialog
             through AT-SPI's EditableText (as an input method or a screen reader's
             typing would: on X11 and on Wayland); answers {"set": LABEL, "role": ..}
  announcements [count N]
             listen for what the application asks a screen reader to announce
             (GTK 4.14's gtk_accessible_announce, AT-SPI's object:announcement):
             a stream, not one answer, so a listener is a driver of its own:
             {"listening": true} once listening, then one line per announcement,
             {"text": .., "politeness": "polite"|"assertive"}, then
             {"ok": {"announcements": N}} after N (default 1)

A wait polls: after each attempt the driver sleeps as long as the attempt took
(at least 20 ms), so a program slow to answer AT-SPI (a busy 2-core machine) is
asked less often instead of being kept busier. A process that has exited ends any
wait at once (an error, except for wait-gone). A window is answered as
  {"role": "dialog", "title": "...", "modal": true,
   "labels": ["Heading", "Body"],             # label nodes not inside buttons
   "buttons": [{"label": "Cancel", "sensitive": true,
                "focused": false, "default": false,
                "name": "Cancel"}, ...],      # left to right (top to bottom in a column), expanders left out; name: accessible name
   "buttons_in_column": false,                # stacked one above another, not in a row
   "focused_button": "OK" or null, "default_button": null,
   # what a screen reader reads for the window itself:
   "name": "...", "description": "...", "active": false,
   "labelled_by": ["Heading"], "described_by": ["Body"],   # relation targets' names
   "width": 300, "height": 120,               # the window's size, title bar included
   "title_bar": null}  # or {"labels": [..], "buttons": [..]}: see below

With client-side decorations (Wayland), and for a window with its own header bar (a
sheet), GTK draws a title bar inside the window: its label repeats the window's title,
and a main window's has a Close button. A person sees those as the window's frame, not
its content, so "labels" and "buttons" (and click, wait-label, extents) leave the title
bar out; it is described on its own.

GTK 4.8 specifics this tool absorbs:
  * a button's accessible name is doubled ("Cancel Cancel", "_Cancel Cancel");
    its child `label` node has the clean text, so that is what is used;
  * dialogs never get the `showing` state and, with no window manager, no
    window is `active`: windows are filtered on `visible`, and the newest one
    is the application's last child;
  * the `default` state is never set (GTK 3 sets it; kept for newer GTKs);
    `focused` is, on the focused button of the window that has focus;
  * the `click` action does not click at once: GtkButton shows itself pressed
    for 250 ms, then emits `clicked`. Wait for the outcome (wait-gone,
    wait-label), never assume it happened when `click` returns;
  * asking for SCREEN coordinates makes the app log a Gtk-WARNING (fatal under
    G_DEBUG=fatal-warnings), so only WINDOW coordinates are ever requested.

Keys are not this tool's job: `xdotool key Escape` / `Return` reach the window
with X input focus. With no window manager that is the newest window mapped;
when it closes, focus does not move to another dialog still open.

A driver that lives long must never answer from a stale tree: every attempt finds
the application anew among the desktop's children and reads it with AT-SPI's cache
off; the D-Bus messages libatspi queued meanwhile (applications coming and going)
are dispatched before each attempt, so its bookkeeping keeps up.
"""

import sys

from atspi_driving.serving import serve

if __name__ == "__main__":
    serve(sys.stdin, sys.stdout)
