"""The announcements operation: a stream of what the application asks a screen reader to
say, not one answer, so a listener is a driver of its own."""

from __future__ import annotations

from typing import TextIO

from gi.repository import Atspi, GLib

from .protocol import JSON, DriverError, Request, write_line


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
