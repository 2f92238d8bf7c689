"""A window as the driver answers it: its labels, its buttons in reading order, what a screen
reader reads for it, and its title bar apart."""

from __future__ import annotations

from gi.repository import Atspi, GLib

from .protocol import JSON
from .tree import Node, children, has_state, title_bar, undouble, walk


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


def sketch_application(app: Atspi.Accessible, depth: int = 4) -> str:
    """The application's tree `depth` levels down, one `role “name”` a node, indented: what
    a failed wait saw, for its error message. Never raises: the tree may change under it."""
    lines: list[str] = []

    def visit(node: Atspi.Accessible, level: int) -> None:
        try:
            lines.append(f"{'  ' * level}{node.get_role_name()} “{node.get_name() or ''}”")
            if level < depth:
                for child in children(node):
                    if child is not None:
                        visit(child, level + 1)
        except GLib.Error as error:
            lines.append(f"{'  ' * level}(AT-SPI error: {error.message})")
    visit(app, 0)
    return "\n".join(lines)
