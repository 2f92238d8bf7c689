"""The operations a request names (all but announcements, a stream: see announcements.py),
each an answer polled for until the application shows it."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from typing import Optional

from gi.repository import Atspi, GLib

from .polling import poll
from .protocol import JSON, DriverError, ProcessExited, Request
from .tree import (DIALOG_ROLES, Node, children, dialog_in, find_application, has_state, shown_dialogs,
                   title_bar, top_level_windows, undouble, walk, walk_content)
from .windows import describe_window, describe_window_brief, sketch_application, window_buttons


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
            # The content first; then the title bar, where a dialog with a header bar (GTK's
            # file chooser on Wayland) has its buttons.
            bar = title_bar(window)
            for nodes in (list(walk_content(window)), list(walk(bar)) if bar is not None else []):
                for node, info in window_buttons(nodes):
                    if info["label"] != label:
                        continue
                    if not info["sensitive"]:
                        seen_insensitive.append(True)
                        continue
                    press(node.accessible)
                    return {"clicked": label, "window": describe_window_brief(window)}
        return None
    where = f" in window {request.window_title!r}" if request.window_title is not None else ""

    def seen() -> str:
        if seen_insensitive:
            return "it is there but insensitive"
        # A click that finds no button says what it saw: the stray misses of issue 40
        # (on a loaded machine, no AT-SPI error) left no trace of what was on screen.
        try:
            app = find_application(request.pid)
            tree = sketch_application(app) if app is not None else "no accessible application"
        except GLib.Error as tree_error:
            tree = f"(AT-SPI error: {tree_error.message})"
        return f"the application's tree:\n{tree}"
    return poll(request.pid, request.wait, attempt, f"a sensitive button {label!r}{where}", seen=seen)


def answer_wait_gone(request: Request) -> JSON:
    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        return {"dialogs": 0} if not shown_dialogs(app) else None
    try:
        return poll(request.pid, request.wait, attempt, f"the dialogs of pid {request.pid} to go")
    except ProcessExited:
        return {"dialogs": 0, "exited": True}


def shows(node: Node, text: str) -> bool:
    """Whether the label `node` shows `text`, as a person sees it. GTK names a label by its
    text unless the application names it otherwise, so a label named `text` shows it; a
    label whose name says more (a list cell's, "Size: 4 KB", names its column) is read
    through its Text, what is drawn. A name that holds `text` is the only other kind that
    can (a name does not leave out what is shown), so Text is read for those alone: no
    more round trips for the labels named as they read."""
    if not node.is_label or text not in node.name:
        return False
    if node.name == text:
        return True
    return text_of(node.accessible) == text


def labels_reading(app: Atspi.Accessible, text: str) -> Iterator[tuple[Atspi.Accessible, Node]]:
    """(window, label) for every label of the application's windows that shows `text`."""
    for window in top_level_windows(app):
        for node in walk_content(window):
            if shows(node, text):
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
                "value": value_of(node.accessible) if node.role in (Atspi.Role.PROGRESS_BAR, Atspi.Role.LEVEL_BAR, Atspi.Role.SLIDER) else None,
            })
        return result
    return poll(request.pid, request.wait, attempt, "a dialog")


def cell_widgets(dialog: Atspi.Accessible) -> list[list[Atspi.Accessible]]:
    """The widgets of a dialog's table cells (a list's GtkColumnView), row by row: what a
    screen reader reads of each cell (a label, a check box, an editable label, a picture),
    where GTK names the cell itself by its type. The header's row holds titles, not cells."""
    rows: list[list[Atspi.Accessible]] = []
    for node in walk_content(dialog):
        if node.role == Atspi.Role.TABLE_ROW:
            rows.append([])
        if node.role != Atspi.Role.TABLE_CELL or not rows:
            continue
        shown = [c for c in children(node.accessible) if c is not None and has_state(c, Atspi.StateType.VISIBLE)]
        rows[-1] += shown[:1]
    return [row for row in rows if row]


def answer_cells(request: Request) -> JSON:
    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        dialogs = shown_dialogs(app)
        if not dialogs:
            return None
        rows = [[{"role": widget.get_role_name(), "name": widget.get_name() or "", "text": text_of(widget),
                  "checked": has_state(widget, Atspi.StateType.CHECKED)} for widget in row]
                for row in cell_widgets(dialogs[-1])]
        return rows if len(rows) >= request.count else None
    return poll(request.pid, request.wait, attempt, f"{request.count} row(s) of cells in a dialog")


def editable_within(accessible: Atspi.Accessible, depth: int = 4) -> Optional[Atspi.Accessible]:
    """`accessible` if AT-SPI can edit its text, else the first of its descendants that can
    (shown or not: an editable label keeps its text entry hidden until it edits)."""
    if accessible.get_editable_text_iface() is not None:
        return accessible
    if depth == 0:
        return None
    for child in children(accessible):
        found = editable_within(child, depth - 1) if child is not None else None
        if found is not None:
            return found
    return None


def answer_edit_cell(request: Request) -> JSON:
    name = request.required("name")
    text = request.required("text")
    seen: list[str] = []

    def attempt(app: Atspi.Accessible) -> Optional[JSON]:
        dialogs = shown_dialogs(app)
        if not dialogs:
            return None
        seen.clear()
        for widget in (w for row in cell_widgets(dialogs[-1]) for w in row):
            seen.append(f"{widget.get_role_name()} {widget.get_name()!r} {widget.get_interfaces()}")
            editable = editable_within(widget) if (widget.get_name() or "") == name else None
            if editable is None:
                continue
            if not Atspi.EditableText.set_text_contents(editable, text):
                raise DriverError(f"the cell {name!r} refused the text")
            return {"edited": name, "role": editable.get_role_name()}
        return None
    return poll(request.pid, request.wait, attempt, f"an editable cell named {name!r}",
                seen=lambda: f"the cells seen: {seen}")


def value_of(accessible: Atspi.Accessible) -> Optional[float]:
    """The current value AT-SPI's Value interface reads (a progress bar's fraction, a level bar's level, a slider's value), or None."""
    value = accessible.get_value_iface()
    return value.get_current_value() if value is not None else None


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
    return poll(request.pid, request.wait, attempt, f"focus on {request.name!r}",
                seen=lambda: f"focus is on {seen[0] if seen else None}")


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
    "cells": answer_cells,
    "edit-cell": answer_edit_cell,
    "focus": answer_focus,
    "set-text": answer_set_text,
}
