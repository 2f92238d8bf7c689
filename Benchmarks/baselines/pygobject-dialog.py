#!/usr/bin/python3
"""Baseline: the c-dialog.c measurement, in PyGObject.

Each cycle creates a modal Gtk.MessageDialog transient for a small main window
(heading, secondary text, Cancel/OK, OK the default response), presents it and
times "present -> first paint": from just before present() to the first
GdkFrameClock::after-paint of the dialog's own surface. Then, from an idle, it
answers with response(); the response handler destroys the dialog and the next
cycle starts from another idle. A weak reference on each dialog counts
finalizations; RSS comes from /proc/self/statm.

Run with /usr/bin/python3 (it has `gi`), under a display (scripts/with-display):
  pygobject-dialog.py [CYCLES]                       default 300
  pygobject-dialog.py --cold-start [HEADING [BODY]]  exit after the first paint

Prints the same `name: value` lines as c-dialog, prefixed `py_` (times in ms):
py_present_to_paint_p50_ms, _p99_ms, _max_ms, py_first_present_to_paint_ms,
py_rss_growth_kb (end minus just before the first dialog),
py_rss_growth_after_first_kb, py_dialogs_created, py_dialogs_finalized;
--cold-start prints py_cold_main_to_paint_ms (from the script's first line,
after the interpreter has started, to the first paint).
With BENCH_SAMPLES=FILE in the environment, every cycle's present -> paint time is
also written to FILE, one a line (Benchmarks/run plots them).
"""

import time

MAIN_ENTERED = time.monotonic()

import math  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

import gi  # noqa: E402

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

DEFAULT_CYCLES = 300
HEADING = "Delete “report.txt”?"
BODY = "It contains <b>& other things. This cannot be undone."
PAGE_KB = os.sysconf("SC_PAGESIZE") // 1024


def rss_kb():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE_KB


def percentile(sorted_values, p):
    """Nearest-rank percentile, as in c-dialog.c."""
    rank = min(max(math.ceil(p * len(sorted_values)), 1), len(sorted_values))
    return sorted_values[rank - 1]


def on_first_after_paint(window, callback):
    """Call callback(window) once, at the first after-paint of window's own frame clock.

    The window reaches callback through the realize handler's argument, not a
    closure, so no Python reference cycle keeps it alive.
    """
    def realized(widget):
        clock = widget.get_native().get_surface().get_frame_clock()
        handler = None

        def painted(_clock):
            clock.disconnect(handler)
            callback(widget)
        handler = clock.connect("after-paint", painted)
    window.connect("realize", realized)


class Bench:
    def __init__(self, cycles, cold_start, heading, body):
        self.cycles = cycles
        self.cold_start = cold_start
        self.heading = heading
        self.body = body
        self.loop = GLib.MainLoop()
        self.samples_ms = []
        self.created = 0
        self.finalized = 0
        self.rss_start_kb = 0
        self.rss_after_first_kb = 0
        self.present_time = 0.0
        self.main_window = Gtk.Window(title="Baseline", default_width=320, default_height=200)
        self.main_window.set_child(Gtk.Label(label="Main window"))

    def run(self):
        if self.cold_start:
            self.main_window.present()
            self.start_cycle()
        else:
            on_first_after_paint(self.main_window, self.main_window_painted)
            self.main_window.present()
        self.loop.run()

    def main_window_painted(self, _window):
        self.rss_start_kb = rss_kb()
        GLib.idle_add(self.start_cycle)

    def new_message_dialog(self):
        dialog = Gtk.MessageDialog(
            transient_for=self.main_window, modal=True, destroy_with_parent=True,
            message_type=Gtk.MessageType.QUESTION, buttons=Gtk.ButtonsType.NONE,
            text=self.heading, secondary_text=self.body)
        dialog.add_button("_Cancel", Gtk.ResponseType.CANCEL)
        dialog.add_button("_OK", Gtk.ResponseType.OK)
        dialog.set_default_response(Gtk.ResponseType.OK)
        return dialog

    def start_cycle(self):
        dialog = self.new_message_dialog()
        self.created += 1
        # g_object_weak_ref underneath: fires when the GObject is finalized,
        # not when this Python wrapper goes away.
        dialog.weak_ref(self.dialog_finalized)
        dialog.connect("response", self.dialog_responded)
        on_first_after_paint(dialog, self.dialog_painted)
        self.present_time = time.monotonic()
        dialog.present()
        return GLib.SOURCE_REMOVE

    def dialog_finalized(self):
        self.finalized += 1

    def dialog_painted(self, dialog):
        now = time.monotonic()
        if self.cold_start:
            print(f"py_cold_main_to_paint_ms: {(now - MAIN_ENTERED) * 1000:.2f}", flush=True)
            self.loop.quit()
            return
        self.samples_ms.append((now - self.present_time) * 1000)
        GLib.idle_add(self.respond, dialog)

    @staticmethod
    def respond(dialog):
        dialog.response(Gtk.ResponseType.OK)
        return GLib.SOURCE_REMOVE

    def dialog_responded(self, dialog, _response):
        dialog.destroy()
        if len(self.samples_ms) == 1:
            self.rss_after_first_kb = rss_kb()
        if len(self.samples_ms) < self.cycles:
            GLib.idle_add(self.start_cycle)
        else:
            # Let GTK drop its last references to the dialog before counting.
            GLib.timeout_add(100, self.print_results_and_quit)

    def print_results_and_quit(self):
        rss_end_kb = rss_kb()
        samples_path = os.environ.get("BENCH_SAMPLES")
        if samples_path:
            with open(samples_path, "w") as samples:
                samples.writelines(f"{sample:.4f}\n" for sample in self.samples_ms)
        ordered = sorted(self.samples_ms)
        lines = [
            ("py_cycles", f"{len(ordered)}"),
            ("py_present_to_paint_p50_ms", f"{percentile(ordered, 0.50):.2f}"),
            ("py_present_to_paint_p99_ms", f"{percentile(ordered, 0.99):.2f}"),
            ("py_present_to_paint_max_ms", f"{ordered[-1]:.2f}"),
            ("py_first_present_to_paint_ms", f"{self.samples_ms[0]:.2f}"),
            ("py_rss_growth_kb", f"{rss_end_kb - self.rss_start_kb}"),
            ("py_rss_growth_after_first_kb", f"{rss_end_kb - self.rss_after_first_kb}"),
            ("py_dialogs_created", f"{self.created}"),
            ("py_dialogs_finalized", f"{self.finalized}"),
        ]
        for name, value in lines:
            print(f"{name}: {value}")
        sys.stdout.flush()
        self.loop.quit()
        return GLib.SOURCE_REMOVE


def parse_arguments(argv):
    if argv[:1] == ["--cold-start"]:
        heading = argv[1] if len(argv) > 1 else HEADING
        body = argv[2] if len(argv) > 2 else BODY
        return 1, True, heading, body
    cycles = int(argv[0]) if argv else DEFAULT_CYCLES
    if cycles < 1:
        sys.exit(f"usage: {sys.argv[0]} [CYCLES] | --cold-start [HEADING [BODY]]")
    return cycles, False, HEADING, BODY


if __name__ == "__main__":
    Bench(*parse_arguments(sys.argv[1:])).run()
