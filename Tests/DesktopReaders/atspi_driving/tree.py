"""Reading a running application's accessibility tree: its windows, the dialogs they show,
and the visible accessibles inside them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Optional

from gi.repository import Atspi


DIALOG_ROLES = {Atspi.Role.DIALOG, Atspi.Role.ALERT, Atspi.Role.FILE_CHOOSER}
BUTTON_ROLES = {Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON}


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
    inside its parent's window); None for a window that shows no dialog. A toast is not a
    dialog, though GTK's style gives it the ALERT role inside its window: read as one, it
    held `wait-gone` until its clock ended it."""
    if is_dialog(window) and (depth == 6 or not is_toast(window)):
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


def is_toast(node: Atspi.Accessible) -> bool:
    """A toast's box: its buttons (the action, Close) are its own children, where a
    dialog's sit in an area of their own."""
    return node.get_role() == Atspi.Role.ALERT and any(
        child is not None and child.get_role() in BUTTON_ROLES for child in children(node))


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
