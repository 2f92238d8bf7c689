#!/usr/bin/env python3
"""Start-up of two or more commands, run alternately (A B C, A B C, ...), seen from outside.

    start-pairs.py PEAK_RSS PAIRS NAME=COMMAND NAME=COMMAND ...

Each COMMAND is a shell-free argument list split on spaces (`x-map-time` wraps the
dialogs, so one run is spawn → mapped). Every run goes through PEAK_RSS (the program
Benchmarks/tools/peak-rss.c builds), which forks it from a small C process and reports
the wall time from fork() to its end and the peak RSS that wait4() gives: the largest of
the process and its waited-for children (so `x-map-time … -- alert …` reports alert's
peak, not the small wrapper's). A command's own `…_cold_map_ms: V` line, when it prints
one, is collected too. Alternating keeps slow drifts of the machine from
favouring one command. Prints, per NAME, medians over PAIRS runs:
    NAME_wall_p50_ms, NAME_peak_rss_p50_kib, NAME_cold_map_p50_ms (when printed), NAME_runs
"""
import statistics
import subprocess
import sys
import time


def run(peak_rss, argv):
    done = subprocess.run([peak_rss, "run", "--", *argv], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    figures = {}
    for line in done.stdout.decode(errors="replace").splitlines():
        name, _, value = line.partition(": ")
        if name in ("run_wall_ms", "run_peak_rss_kib") or name.endswith("_cold_map_ms"):
            figures["map" if name.endswith("_cold_map_ms") else name] = float(value)
    return figures, done.returncode


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    peak_rss, pairs = argv[0], int(argv[1])
    commands = [(spec.partition("=")[0], spec.partition("=")[2].split()) for spec in argv[2:]]
    samples = {name: {"wall": [], "rss": [], "map": []} for name, _ in commands}
    for _ in range(pairs):
        for name, command in commands:
            figures, code = run(peak_rss, command)
            if code != 0 or "run_wall_ms" not in figures:
                print(f"start-pairs: {name} failed (status {code})", file=sys.stderr)
                continue
            samples[name]["wall"].append(figures["run_wall_ms"])
            samples[name]["rss"].append(figures["run_peak_rss_kib"])
            if "map" in figures:
                samples[name]["map"].append(figures["map"])
    for name, _ in commands:
        s = samples[name]
        print(f"{name}_runs: {len(s['wall'])}")
        if s["wall"]:
            print(f"{name}_wall_p50_ms: {statistics.median(s['wall']):.2f}")
            print(f"{name}_peak_rss_p50_kib: {statistics.median(s['rss']):.0f}")
        if s["map"]:
            print(f"{name}_cold_map_p50_ms: {statistics.median(s['map']):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
