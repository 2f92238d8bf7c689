"""Serving requests: each line read answered with one line, until the input ends."""

from __future__ import annotations

import json
from typing import TextIO

from gi.repository import Atspi, GLib

from .announcements import stream_announcements
from .operations import OPERATIONS
from .protocol import JSON, DriverError, Request, write_line


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
