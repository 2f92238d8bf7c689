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
             wait until a label in the application's windows reads exactly
             TEXT; answers {"text": TEXT, "window": {...}}
  wait-no-label text TEXT
             wait until no label in the application's windows reads TEXT
             (a toast gone); answers {"text": TEXT, "gone": true}
  extents    text TEXT
             where the label reading TEXT is, in its window's coordinates:
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

from __future__ import annotations

import json
import sys
import time
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Optional, TextIO, TypeVar

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

MINIMUM_PAUSE_SECONDS = 0.02
DEFAULT_WAIT_SECONDS = 5.0

DIALOG_ROLES = {Atspi.Role.DIALOG, Atspi.Role.ALERT, Atspi.Role.FILE_CHOOSER}
BUTTON_ROLES = {Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON}

JSON = Any
"""What json.dumps writes: dicts, lists, strings, numbers, booleans and None."""

Found = TypeVar("Found")


class DriverError(Exception):
    """A failed request, answered as one line."""


class ProcessExited(DriverError):
    """The application's process is gone: no point waiting any longer."""


@dataclass(frozen=True)
class Request:
    """One line read on stdin: an operation, the process it reads, and its arguments."""
    op: str
    pid: int
    wait: float = DEFAULT_WAIT_SECONDS
    count: int = 1
    label: Optional[str] = None
    text: Optional[str] = None
    name: Optional[str] = None
    moved_from: Optional[str] = None
    window_title: Optional[str] = None

    @staticmethod
    def parse(line: str) -> Request:
        fields = json.loads(line)
        if not isinstance(fields, dict):
            raise DriverError(f"a request is a JSON object, not {line.strip()!r}")
        try:
            return Request(**fields)
        except TypeError as error:
            raise DriverError(f"bad request {line.strip()}: {error}") from None

    def required(self, field: str) -> str:
        value = getattr(self, field)
        if value is None:
            raise DriverError(f"{self.op} needs {field!r}")
        return value


# --- reading the accessibility tree -------------------------------------------

def has_state(node: Atspi.Accessible, state: Atspi.StateType) -> bool:
    return node.get_state_set().contains(state)


def children(node: Atspi.Accessible) -> list[Optional[Atspi.Accessible]]:
    return [node.get_child_at_index(i) for i in range(node.get_child_count())]


def find_application(pid: int) -> Optional[Atspi.Accessible]:
    """The desktop's application node owned by process `pid`, or None."""
    desktop = Atspi.get_desktop(0)
    for app in children(desktop):
        if app is not None and app.get_process_id() == pid:
            # Never serve a stale tree: always ask the application itself. (Not
            # clear_cache(): it segfaults now and then while a window opens or closes.)
            app.set_cache_mask(Atspi.Cache.NONE)
            return app
    return None


def top_level_windows(app: Atspi.Accessible) -> list[Atspi.Accessible]:
    """The application's visible top-level windows, oldest first."""
    return [w for w in children(app)
            if w is not None and has_state(w, Atspi.StateType.VISIBLE)]


def is_dialog(window: Atspi.Accessible) -> bool:
    return window.get_role() in DIALOG_ROLES


def dialog_in(window: Atspi.Accessible, depth: int = 6) -> Optional[Atspi.Accessible]:
    """The dialog a top-level window is or holds: the window itself (GTK's dialogs,
    libadwaita 1.2's AdwMessageDialog), or the visible node with the dialog role inside it
    (libadwaita's AdwAlertDialog from 1.5 is a widget, floating in a window of its own or
    inside its parent's window); None for a window that shows no dialog."""
    if is_dialog(window):
        return window
    if depth == 0:
        return None
    for child in children(window):
        if child is None or not has_state(child, Atspi.StateType.VISIBLE):
            continue
        if child.get_role() == Atspi.Role.DIALOG:
            return child
        # GTK 4.18 reads an alert dialog's role as ALERT; a floating AdwAlertDialog is its
        # window's only child. Deeper ALERT nodes are toasts, not dialogs.
        if depth == 6 and child.get_role() == Atspi.Role.ALERT and len(children(window)) == 1:
            return child
        if child.get_role() in (Atspi.Role.PUSH_BUTTON, Atspi.Role.LABEL):
            continue
        found = dialog_in(child, depth - 1)
        if found is not None:
            return found
    return None


def shown_dialogs(app: Atspi.Accessible) -> list[Atspi.Accessible]:
    """The dialogs on screen, oldest first (see dialog_in)."""
    return [d for d in map(dialog_in, top_level_windows(app)) if d is not None]


@dataclass
class Node:
    """One visible accessible, read once: every attribute is a D-Bus round trip."""
    accessible: Atspi.Accessible
    role: Atspi.Role
    states: Atspi.StateSet
    button: Optional[Node]  # the nearest enclosing button, if any
    name: str = ""          # read for labels and buttons only

    @property
    def is_button(self) -> bool:
        return self.role in BUTTON_ROLES

    @property
    def is_label(self) -> bool:
        return self.role == Atspi.Role.LABEL


def title_bar(window: Atspi.Accessible) -> Optional[Atspi.Accessible]:
    """The header bar GTK draws inside the window, or None.

    A GtkWindow has at most two children: its content, then the title bar, which it
    adds after the content. GTK draws one for client-side decorations (as on Wayland),
    and for a window given its own header bar (a sheet); with server-side decorations
    (X11) a plain window has the content alone. Read by structure, not by position:
    extents are not known until the window is laid out.
    """
    kids = [c for c in children(window)
            if c is not None and has_state(c, Atspi.StateType.VISIBLE)]
    return kids[-1] if len(kids) >= 2 else None


def walk_content(window: Atspi.Accessible) -> Iterator[Node]:
    """walk(window) without its title bar: what the application itself put in the window."""
    yield from walk(window, leave_out=title_bar(window))


def walk(accessible: Atspi.Accessible, button: Optional[Node] = None,
         leave_out: Optional[Atspi.Accessible] = None) -> Iterator[Node]:
    """Yield a Node for every visible accessible below `accessible`, in tree order,
    except the child `leave_out` and what is below it."""
    for child in children(accessible):
        if child is None or child == leave_out:
            continue
        states = child.get_state_set()
        if not states.contains(Atspi.StateType.VISIBLE):
            continue
        node = Node(child, child.get_role(), states, button)
        if node.is_label or node.is_button:
            node.name = child.get_name() or ""
        yield node
        yield from walk(child, node if node.is_button else button)


def undouble(name: str) -> str:
    """'_Save Save' -> 'Save': the fallback when a button has no label node."""
    words = name.split(" ")
    half = len(words) // 2
    first, second = " ".join(words[:half]), " ".join(words[half:])
    if len(words) % 2 == 0 and first.replace("_", "") == second:
        return second
    return name


def button_label(button: Node, nodes: list[Node]) -> str:
    """The clean label of a button: its label node's text, not the doubled name."""
    for node in nodes:
        if node.is_label and node.button is button and node.name:
            return node.name
    return undouble(button.name)


def window_position(node: Node) -> tuple[int, int]:
    """(y, x) of `node` inside its window, for left-to-right order.

    Only WINDOW coordinates: asking GTK 4.8 for SCREEN ones logs a Gtk-WARNING
    in the application (fatal under G_DEBUG=fatal-warnings).
    """
    try:
        rect = node.accessible.get_extents(Atspi.CoordType.WINDOW)
        return (rect.y, rect.x)
    except GLib.Error:
        return (0, 0)


def in_a_column(buttons: list[Node]) -> bool:
    """Whether the buttons are stacked one above another (libadwaita's AdwAlertDialog, from
    1.5, does when their row would be wider than the dialog), not side by side: two or
    more, each at the same x, each at a y of its own. Unknown extents read as no column."""
    if len(buttons) < 2:
        return False
    places = [window_position(b) for b in buttons]
    return len({x for _, x in places}) == 1 and len({y for y, _ in places}) == len(places)


def window_buttons(nodes: list[Node]) -> list[tuple[Node, dict[str, JSON]]]:
    """The window's buttons as (node, description), top to bottom then left to right: as a
    person reads them, along a row or down a column.

    An expander (a Details area) is a push button that is EXPANDABLE over AT-SPI; it
    answers nothing, so it is not one of the window's buttons: `widgets` lists it, and
    `act` opens it."""
    buttons = [n for n in nodes if n.is_button and n.button is None
               and not n.states.contains(Atspi.StateType.EXPANDABLE)]
    # sorted() is stable: tree order breaks ties (e.g. extents not known yet).
    buttons = sorted(buttons, key=window_position)
    return [(b, {
        "label": button_label(b, nodes),
        "sensitive": b.states.contains(Atspi.StateType.SENSITIVE),
        "focused": b.states.contains(Atspi.StateType.FOCUSED),
        "default": b.states.contains(Atspi.StateType.IS_DEFAULT),
        "name": b.name,
        "description": b.accessible.get_description() or "",
    }) for b in buttons]


def relation_targets(accessible: Atspi.Accessible, relation_type: Atspi.RelationType) -> list[str]:
    """The names of the targets of `accessible`'s relations of `relation_type`."""
    names: list[str] = []
    for relation in accessible.get_relation_set() or []:
        if relation.get_relation_type() == relation_type:
            names += [(relation.get_target(i).get_name() or "") for i in range(relation.get_n_targets())]
    return names


def describe_window(window: Atspi.Accessible) -> dict[str, JSON]:
    bar = title_bar(window)
    nodes = list(walk(window, leave_out=bar))
    buttons = [info for _, info in window_buttons(nodes)]
    bar_nodes = list(walk(bar)) if bar is not None else []
    try:
        size = window.get_extents(Atspi.CoordType.WINDOW)
    except GLib.Error:
        size = None
    return {
        "role": window.get_role_name(),
        "title": window.get_name() or "",
        "modal": has_state(window, Atspi.StateType.MODAL),
        "labels": [n.name for n in nodes if n.is_label and n.button is None],
        "buttons": buttons,
        "buttons_in_column": in_a_column([b for b, _ in window_buttons(nodes)]),
        "focused_button": next((b["label"] for b in buttons if b["focused"]), None),
        "default_button": next((b["label"] for b in buttons if b["default"]), None),
        "name": window.get_name() or "",
        "description": window.get_description() or "",
        "active": has_state(window, Atspi.StateType.ACTIVE),
        "labelled_by": relation_targets(window, Atspi.RelationType.LABELLED_BY),
        "described_by": relation_targets(window, Atspi.RelationType.DESCRIBED_BY),
        "width": size.width if size else 0,
        "height": size.height if size else 0,
        "title_bar": None if bar is None else {
            "labels": [n.name for n in bar_nodes if n.is_label and n.button is None],
            "buttons": [info["label"] for _, info in window_buttons(bar_nodes)],
        },
    }


def describe_window_brief(window: Atspi.Accessible) -> dict[str, JSON]:
    return {"role": window.get_role_name(), "title": window.get_name() or ""}


# --- waiting -------------------------------------------------------------------

def process_running(pid: int) -> bool:
    """False once the process has exited, including as a zombie its parent has not reaped."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            state = stat.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def dispatch_pending_messages() -> None:
    """Let libatspi handle what D-Bus delivered since the last request (applications
    registered or gone): a long-lived driver runs no main loop, so nothing else does."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def poll(pid: int, wait_seconds: float, attempt: Callable[[Atspi.Accessible], Optional[Found]],
         what: str) -> Found:
    """Call attempt(app) until it returns non-None; return that.

    Between attempts, pause as long as the last one took (at least
    MINIMUM_PAUSE_SECONDS): every read is a D-Bus round trip the application answers
    on its main thread, so a program slow to answer is asked no faster than it can.
    No waking early on AT-SPI events: listening for children-changed, state-changed
    and window events cut the attempts of DemoTests, DialogReadoutTests and
    AlertPresenterTests by a third (1,519 to 955) at the same wall time, but walks
    then failed now and then inside PyGObject ("SystemError: error return without
    exception set" from get_child_at_index, 4 tests in one run).
    The tree changes under our feet (a dialog closing mid-walk), so AT-SPI errors
    during one attempt just mean "try again". A process that has exited ends the
    wait at once with ProcessExited.
    """
    deadline = time.monotonic() + wait_seconds
    last_error: Optional[str] = None
    while True:
        if not process_running(pid):
            raise ProcessExited(f"process {pid} has exited (waiting for {what})")
        started = time.monotonic()
        dispatch_pending_messages()
        try:
            app = find_application(pid)
            if app is not None:
                last_error = None
                result = attempt(app)
                if result is not None:
                    return result
            else:
                last_error = f"no accessible application with pid {pid}"
        except GLib.Error as error:
            last_error = f"AT-SPI error: {error.message}"
        now = time.monotonic()
        if now >= deadline:
            detail = f" (last: {last_error})" if last_error else ""
            raise DriverError(f"timed out after {wait_seconds:g} s waiting for {what}{detail}")
        pause = max(MINIMUM_PAUSE_SECONDS, now - started)
        # One last attempt at the deadline, not a pause past it.
        time.sleep(min(pause, deadline - now))


# --- operations ------------------------------------------------------------------

def answer_dialogs(request: Request) -> JSON:
    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        dialogs = shown_dialogs(app)
        if len(dialogs) < request.count:
            return None
        described = [describe_window(d) for d in dialogs]
        # A dialog shows something: libadwaita 1.7's AdwAlertDialog is in the tree, named,
        # a moment before its labels and buttons are (read so under load, with neither).
        if any(not d["labels"] and not d["buttons"] for d in described):
            return None
        return described
    return poll(request.pid, request.wait, attempt, f"{request.count} dialog(s) of pid {request.pid}")


def answer_windows(request: Request) -> JSON:
    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        windows = top_level_windows(app)
        return [describe_window(w) for w in windows] if windows else None
    return poll(request.pid, request.wait, attempt, f"a window of pid {request.pid}")


def candidate_windows(app: Atspi.Accessible, title: Optional[str]) -> list[Atspi.Accessible]:
    """Windows to search for a button: the titled one, else dialogs newest first, then the rest."""
    windows = top_level_windows(app)
    if title is not None:
        return [w for w in windows if (w.get_name() or "") == title]
    dialogs = [d for d in map(dialog_in, windows) if d is not None]
    others = [w for w in windows if dialog_in(w) is None]
    return list(reversed(dialogs)) + list(reversed(others))


def action_names(node: Atspi.Accessible) -> list[str]:
    with warnings.catch_warnings():
        # get_action_name is marked deprecated, but its C replacement
        # (atspi_action_get_name) is hidden behind Accessible.get_name in Python.
        warnings.simplefilter("ignore", DeprecationWarning)
        return [Atspi.Action.get_action_name(node, i) for i in range(node.get_n_actions())]


def press(button: Atspi.Accessible) -> None:
    """Run the button's `click` action (GTK 4 gives each button exactly that one)."""
    names = action_names(button)
    if "click" not in names:
        raise DriverError(f"button has no click action (has {names})")
    button.do_action(names.index("click"))


def answer_click(request: Request) -> JSON:
    label = request.required("label")
    seen_insensitive: list[bool] = []

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        for window in candidate_windows(app, request.window_title):
            for node, info in window_buttons(list(walk_content(window))):
                if info["label"] != label:
                    continue
                if not info["sensitive"]:
                    seen_insensitive.append(True)
                    continue
                press(node.accessible)
                return {"clicked": label, "window": describe_window_brief(window)}
        return None
    where = f" in window {request.window_title!r}" if request.window_title is not None else ""
    try:
        return poll(request.pid, request.wait, attempt, f"a sensitive button {label!r}{where}")
    except ProcessExited:
        raise
    except DriverError as error:
        if seen_insensitive:
            raise DriverError(f"{error}; it is there but insensitive") from None
        raise


def answer_wait_gone(request: Request) -> JSON:
    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        return {"dialogs": 0} if not shown_dialogs(app) else None
    try:
        return poll(request.pid, request.wait, attempt, f"the dialogs of pid {request.pid} to go")
    except ProcessExited:
        return {"dialogs": 0, "exited": True}


def labels_reading(app: Atspi.Accessible, text: str) -> Iterator[tuple[Atspi.Accessible, Node]]:
    """(window, label) for every label of the application's windows that reads `text`."""
    for window in top_level_windows(app):
        for node in walk_content(window):
            if node.is_label and node.name == text:
                yield window, node


def answer_wait_label(request: Request) -> JSON:
    text = request.required("text")

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        for window, _ in labels_reading(app, text):
            return {"text": text, "window": describe_window_brief(window)}
        return None
    return poll(request.pid, request.wait, attempt, f"a label {text!r}")


def answer_wait_no_label(request: Request) -> JSON:
    text = request.required("text")

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        for _ in labels_reading(app, text):
            return None
        return {"text": text, "gone": True}
    return poll(request.pid, request.wait, attempt, f"no label {text!r}")


def answer_extents(request: Request) -> JSON:
    text = request.required("text")

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        for _, node in labels_reading(app, text):
            rect = node.accessible.get_extents(Atspi.CoordType.WINDOW)
            if rect.width > 0 and rect.height > 0:
                return {"x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height}
        return None
    return poll(request.pid, request.wait, attempt, f"the extents of label {text!r}")


def widget_label(node: Node) -> str:
    """A widget's clean name: its label child's text, else its own name, undoubled."""
    for child in children(node.accessible):
        if child is not None and child.get_role() == Atspi.Role.LABEL and child.get_name():
            return child.get_name()
    return undouble(node.accessible.get_name() or "")


def answer_act(request: Request) -> JSON:
    label = request.required("label")

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        for window in candidate_windows(app, None):
            for node in walk_content(window):
                if node.is_label or node.accessible.get_n_actions() == 0:
                    continue
                if label not in (widget_label(node), node.accessible.get_name() or ""):
                    continue
                names = action_names(node.accessible)
                done = node.accessible.do_action(0)
                return {"acted": label, "role": node.accessible.get_role_name(), "action": names[0],
                        "done": bool(done)}
        return None
    return poll(request.pid, request.wait, attempt, f"a widget {label!r} with an action")


def text_of(accessible: Atspi.Accessible) -> Optional[str]:
    """What a text widget holds, through AT-SPI's Text interface; None if it has none."""
    try:
        return Atspi.Text.get_text(accessible, 0, Atspi.Text.get_character_count(accessible))
    except (GLib.Error, NotImplementedError, TypeError):
        return None


LAYOUT_ROLES = {Atspi.Role.FILLER, Atspi.Role.PANEL, Atspi.Role.SCROLL_PANE, Atspi.Role.SCROLL_BAR,
                Atspi.Role.SEPARATOR, Atspi.Role.GROUPING, Atspi.Role.VIEWPORT}
"""Roles of the containers that lay a dialog out: no widget a person uses."""


TEXT_ROLES = {Atspi.Role.TEXT, Atspi.Role.ENTRY, Atspi.Role.PASSWORD_TEXT}
"""Roles of the widgets that hold text a person edits."""


def answer_set_text(request: Request) -> JSON:
    label = request.required("label")
    text = request.required("text")

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        dialogs = shown_dialogs(app)
        if not dialogs:
            return None
        for node in walk_content(dialogs[-1]):
            if node.role not in TEXT_ROLES or label not in (widget_label(node), node.accessible.get_name() or ""):
                continue
            editable = node.accessible.get_editable_text_iface()
            if editable is None:
                continue
            if not Atspi.EditableText.set_text_contents(node.accessible, text):
                raise DriverError(f"the field {label!r} refused the text")
            return {"set": label, "role": node.accessible.get_role_name()}
        return None
    return poll(request.pid, request.wait, attempt, f"a text field {label!r}")


def answer_widgets(request: Request) -> JSON:
    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        dialogs = shown_dialogs(app)
        if not dialogs:
            return None
        result = []
        for node in walk_content(dialogs[-1]):
            if node.is_label or node.role in LAYOUT_ROLES:
                continue
            if node.role == Atspi.Role.PUSH_BUTTON and not node.states.contains(Atspi.StateType.EXPANDABLE):
                continue
            result.append({
                "role": node.accessible.get_role_name(),
                "name": widget_label(node),
                "checked": node.states.contains(Atspi.StateType.CHECKED),
                "expanded": node.states.contains(Atspi.StateType.EXPANDED),
                "text": text_of(node.accessible) if node.role in TEXT_ROLES else None,
                "description": node.accessible.get_description() or "",
            })
        return result
    return poll(request.pid, request.wait, attempt, "a dialog")


def focused_widget(app: Atspi.Accessible) -> Optional[dict[str, JSON]]:
    """The focused accessible of the window that has focus, described; or None.

    GTK 4.8 gives a main window the `active` state but never a dialog; it sets
    `focused` only in the window that has focus. So: the active window's focused
    widget, else the newest window that has a focused widget.
    """
    windows = top_level_windows(app)
    active = [w for w in windows if has_state(w, Atspi.StateType.ACTIVE)]
    for window in active + list(reversed(windows)):
        for node in walk(window):
            if node.states.contains(Atspi.StateType.FOCUSED):
                return {"role": node.accessible.get_role_name(),
                        "name": node.accessible.get_name() or "",
                        "window": describe_window_brief(holding_dialog(node.accessible, window))}
    return None


def holding_dialog(accessible: Atspi.Accessible, window: Atspi.Accessible) -> Atspi.Accessible:
    """The dialog `accessible` is in: its window, or the dialog inside that window that
    holds it (libadwaita's AdwAlertDialog inside an AdwApplicationWindow, from 1.5, is a
    node with the dialog role in its parent's window, as a person sees it: a dialog)."""
    node = accessible.get_parent()
    while node is not None and node != window:
        if node.get_role() in DIALOG_ROLES:
            return node
        node = node.get_parent()
    return window


def answer_focus(request: Request) -> JSON:
    seen: list[Optional[dict[str, JSON]]] = []

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        focus = focused_widget(app)
        seen[:] = [focus]
        if request.moved_from is not None:
            return focus if focus is not None and focus["name"] != request.moved_from else None
        if request.name is None:
            return focus if focus is not None else {"role": None, "name": None, "window": None}
        return focus if focus is not None and focus["name"] == request.name else None
    try:
        return poll(request.pid, request.wait, attempt, f"focus on {request.name!r}")
    except ProcessExited:
        raise
    except DriverError as error:
        raise DriverError(f"{error}; focus is on {seen[0] if seen else None}") from None


def stream_announcements(request: Request, output: TextIO) -> JSON:
    """Write each announcement the application makes as it comes (see the module doc)."""
    politeness = {1: "polite", 2: "assertive"}   # ATSPI_LIVE_POLITE, ATSPI_LIVE_ASSERTIVE
    heard: list[dict[str, str]] = []
    loop = GLib.MainLoop()

    def on_event(event: Atspi.Event) -> None:
        try:
            pid = event.source.get_process_id()
        except GLib.Error:
            return
        if pid != request.pid:
            return
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        line = {"text": text, "politeness": politeness.get(event.detail1, str(event.detail1))}
        heard.append(line)
        write_line(output, line)
        if len(heard) >= request.count:
            loop.quit()

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:announcement")
    write_line(output, {"listening": True})
    GLib.timeout_add(int(request.wait * 1000), loop.quit)
    loop.run()
    listener.deregister("object:announcement")
    if len(heard) < request.count:
        raise DriverError(f"timed out after {request.wait:g} s with {len(heard)} of {request.count} announcements")
    return {"announcements": len(heard)}


OPERATIONS: dict[str, Callable[[Request], JSON]] = {
    "dialogs": answer_dialogs,
    "windows": answer_windows,
    "click": answer_click,
    "wait-gone": answer_wait_gone,
    "wait-label": answer_wait_label,
    "wait-no-label": answer_wait_no_label,
    "extents": answer_extents,
    "act": answer_act,
    "widgets": answer_widgets,
    "focus": answer_focus,
    "set-text": answer_set_text,
}


# --- serving requests ----------------------------------------------------------

def write_line(output: TextIO, value: JSON) -> None:
    output.write(json.dumps(value, ensure_ascii=False) + "\n")
    output.flush()


def answer(line: str, output: TextIO) -> JSON:
    """The answer to one request line: {"ok": result} or {"error": message}."""
    try:
        request = Request.parse(line)
        if request.op == "announcements":
            return {"ok": stream_announcements(request, output)}
        operation = OPERATIONS.get(request.op)
        if operation is None:
            known = ", ".join([*OPERATIONS, "announcements"])
            raise DriverError(f"no operation {request.op!r} (known: {known})")
        return {"ok": operation(request)}
    except DriverError as error:
        return {"error": str(error)}
    except GLib.Error as error:
        return {"error": f"AT-SPI error: {error.message}"}
    except json.JSONDecodeError as error:
        return {"error": f"a request is one line of JSON: {error}"}


def quiet_startup_race_warning() -> None:
    """Drop libatspi's "Error in GetItems ... /org/a11y/atspi/cache" warning.

    libatspi logs it when a GTK 4.8 application registers while we are polling
    for it (it asks the newcomer for a cache object GTK does not export). It is
    harmless; every other warning still reaches stderr.
    """
    def handler(domain: str, level: GLib.LogLevelFlags, message: str, _data: object) -> None:
        if "Error in GetItems" in message:
            return
        GLib.log_default_handler(domain, level, message, None)
    GLib.log_set_handler("dbind", GLib.LogLevelFlags.LEVEL_WARNING, handler, None)


def serve(requests: TextIO, output: TextIO) -> None:
    """Answer each request line until the input ends (the test, or the script, is done)."""
    quiet_startup_race_warning()
    Atspi.init()
    for line in requests:
        if line.strip():
            write_line(output, answer(line, output))


if __name__ == "__main__":
    serve(sys.stdin, sys.stdout)
