"""Waiting for what a request asks: attempts at the pace the application answers, until one
succeeds, the wait is over, or the process has exited."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Optional, TypeVar

from gi.repository import Atspi, GLib

from .protocol import DriverError, ProcessExited
from .tree import find_application


MINIMUM_PAUSE_SECONDS = 0.05

Found = TypeVar("Found")


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
         what: str, seen: Optional[Callable[[], str]] = None) -> Found:
    """Call attempt(app) until it returns non-None; return that. A wait that times out
    says seen() after its message, when given: what the attempts saw instead.

    Between attempts, pause twice as long as the last one took (at least
    MINIMUM_PAUSE_SECONDS): every read is a D-Bus round trip the application answers
    on its main thread, so a program slow to answer is asked no faster than it can, and
    a wait takes at most a third of the CPU its driver, the program and the bus share.
    (Issue 40: pausing as long as the attempt, at least 20 ms, kept three display shards
    CPU-bound on 2 cores; twice as long, at least 50 ms, took AlertDemoTests and
    AlertPresenterTests from 115 s to 96 s and their CPU from 110 s to 91 s; three times,
    at least 80 ms, to 106 s at the same CPU.)
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
            instead = f"; {seen()}" if seen is not None else ""
            raise DriverError(f"timed out after {wait_seconds:g} s waiting for {what}{detail}{instead}")
        pause = max(MINIMUM_PAUSE_SECONDS, 2 * (now - started))
        # One last attempt at the deadline, not a pause past it.
        time.sleep(min(pause, deadline - now))
