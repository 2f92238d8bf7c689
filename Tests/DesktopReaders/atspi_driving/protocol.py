"""The line protocol with the tests and scripts: one JSON request a line on stdin, one JSON
line on stdout for each (see atspi_driver.py's docstring)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional, TextIO


DEFAULT_WAIT_SECONDS = 5.0

JSON = Any
"""What json.dumps writes: dicts, lists, strings, numbers, booleans and None."""


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


def write_line(output: TextIO, value: JSON) -> None:
    output.write(json.dumps(value, ensure_ascii=False) + "\n")
    output.flush()
