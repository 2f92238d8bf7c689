#!/usr/bin/python3
"""Turn a Benchmarks/run result directory into the final figures and the summary.

  summarize.py OUT_DIR [--plot PNG] [--parts "latency hop typing idle memory burst progress cold list ship"]

Reads OUT_DIR/figures.txt (the parts' `name: value` lines), the latency rounds
(latency-RENDERER.log and the raw samples lat-RENDERER-WHO-ROUND.txt) and cold.log.
Prints the merged figures as `name: value` lines, then a summary with the ratios to
the C baseline and each goal of issue 6, met or missed; writes OUT_DIR/results.md
(the same as a Markdown table) and, with --plot, the latency distributions as a PNG.
A goal missed only prints; a goal of a part named in --parts (default: all) whose
figure is missing or NaN fails the run (exit status 1): that part did not run.

Latency percentiles are nearest-rank (as c-dialog.c) over every round's samples but
each round's first cycle: that one loads the theme and fonts (reported apart, as
*_first_present_to_paint_ms, the mean over rounds).

Two clocks (issue 35): the library's starts at PresentationContext.present, before its
dialog is built; the C programs' present→paint clock starts at gtk_window_present of a
dialog already built, and their build→paint clock (build-RENDERER-WHO-ROUND.txt) before
it is built, as the library's. ratio_WHO_BASE_R_P divides by the first, ratio_WHO_BASE_build_R_P
by the second: like for like.
"""

import glob
import math
import os
import re
import statistics
import sys

WHO = {"lib": "library (PresentationContext.present)", "c": "raw C GtkMessageDialog",
       "py": "PyGObject Gtk.MessageDialog",
       "adw": "library in libadwaita's style (PresentationKitAdwaita)",
       "cadw": "raw C libadwaita dialog (AdwMessageDialog < 1.5, AdwAlertDialog from 1.5)"}
# Whose ratio to whom: each path against the raw C program of its own toolkit, and
# libadwaita's style against GTK's C too.
RATIOS = [("lib", "c"), ("py", "c"), ("adw", "cadw"), ("adw", "c")]
# The programs with a build→paint clock, and the like-for-like ratios: the library's one
# clock against it.
BUILD_CLOCK = ["c", "cadw"]
LIKE_FOR_LIKE = [("lib", "c"), ("adw", "cadw")]
RENDERERS = ["cairo", "default"]


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = min(max(math.ceil(p * len(ordered)), 1), len(ordered))
    return ordered[rank - 1]


def read_pairs(path):
    pairs = {}
    if not os.path.exists(path):
        return pairs
    with open(path) as f:
        for line in f:
            m = re.match(r"^([A-Za-z0-9_.]+): (.*)$", line.rstrip("\n"))
            if m:
                pairs.setdefault(m.group(1), []).append(m.group(2))
    return pairs


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return math.nan


def round_samples(pattern):
    """Every round's samples but its first, and the first ones, of the files matching pattern."""
    merged, firsts = [], []
    for path in sorted(glob.glob(pattern)):
        with open(path) as f:
            values = [float(x) for x in f.read().split()]
        if values:
            firsts.append(values[0])
            merged.extend(values[1:])
    return merged, firsts


def main(argv):
    out = argv[0]
    plot = argv[argv.index("--plot") + 1] if "--plot" in argv else None
    parts = set((argv[argv.index("--parts") + 1] if "--parts" in argv else
                 "latency hop typing idle memory burst progress cold list ship").split())
    figures = {k: v[-1] for k, v in read_pairs(os.path.join(out, "figures.txt")).items()}
    lines = []   # (name, value text)

    def emit(name, value, fmt="{:.2f}"):
        text = fmt.format(value) if isinstance(value, float) else str(value)
        lines.append((name, text))
        figures[name] = text

    # ---- latency
    samples = {}
    for renderer in RENDERERS:
        log = read_pairs(os.path.join(out, f"latency-{renderer}.log"))
        for who in WHO:
            merged, firsts = round_samples(os.path.join(out, f"lat-{renderer}-{who}-*.txt"))
            samples[(renderer, who)] = merged
            key = f"{who}_{renderer}"
            emit(f"{key}_cycles", len(merged) + len(firsts))
            emit(f"{key}_present_to_paint_p50_ms", percentile(merged, 0.50))
            emit(f"{key}_present_to_paint_p99_ms", percentile(merged, 0.99))
            emit(f"{key}_present_to_paint_max_ms", max(merged) if merged else math.nan)
            emit(f"{key}_first_present_to_paint_ms", statistics.mean(firsts) if firsts else math.nan)
            created = sum(int(v) for k, vs in log.items() if k.endswith(f".{who}_dialogs_created") for v in vs)
            finalized = sum(int(v) for k, vs in log.items() if k.endswith(f".{who}_dialogs_finalized") for v in vs)
            emit(f"{key}_dialogs_created", created)
            emit(f"{key}_dialogs_finalized", finalized)
            if who in ("lib", "adw"):
                shown = [number(v) for k, vs in log.items() if k.endswith(f".{who}_shown_to_paint_p50_ms") for v in vs]
                if shown:
                    emit(f"{key}_shown_to_paint_p50_ms", statistics.median(shown))
            if who in BUILD_CLOCK:
                built, built_firsts = round_samples(os.path.join(out, f"build-{renderer}-{who}-*.txt"))
                emit(f"{key}_build_to_paint_p50_ms", percentile(built, 0.50))
                emit(f"{key}_build_to_paint_p99_ms", percentile(built, 0.99))
                emit(f"{key}_build_to_paint_max_ms", max(built) if built else math.nan)
                emit(f"{key}_first_build_to_paint_ms", statistics.mean(built_firsts) if built_firsts else math.nan)
        for who, base in RATIOS:
            for p in ("p50", "p99"):
                c = number(figures.get(f"{base}_{renderer}_present_to_paint_{p}_ms"))
                mine = number(figures.get(f"{who}_{renderer}_present_to_paint_{p}_ms"))
                emit(f"ratio_{who}_{base}_{renderer}_{p}", mine / c if c else math.nan)
        for who, base in LIKE_FOR_LIKE:
            for p in ("p50", "p99"):
                c = number(figures.get(f"{base}_{renderer}_build_to_paint_{p}_ms"))
                mine = number(figures.get(f"{who}_{renderer}_present_to_paint_{p}_ms"))
                emit(f"ratio_{who}_{base}_build_{renderer}_{p}", mine / c if c else math.nan)

    # ---- cold start
    cold = read_pairs(os.path.join(out, "cold.log"))
    for name in ("alert_cold_map_ms", "c_cold_map_ms", "c_cold_exit_ms", "c_cold_main_to_paint_ms",
                 "c_cairo_cold_map_ms", "zenity_cold_map_ms",
                 "alert_adw_cold_map_ms", "cadw_cold_map_ms", "cadw_cold_main_to_paint_ms"):
        values = [number(v) for v in cold.get(name, [])]
        if values:
            base = name[:-3]
            emit(f"{base}_p50_ms", statistics.median(values))
            emit(f"{base}_max_ms", max(values))
            emit(f"{base}_runs", len(values))
    for who, base in (("alert", "c"), ("zenity", "c"), ("c_cairo", "c"), ("alert_adw", "cadw"), ("cadw", "c")):
        c = number(figures.get(f"{base}_cold_map_p50_ms"))
        mine = number(figures.get(f"{who}_cold_map_p50_ms"))
        if not math.isnan(mine):
            emit(f"ratio_{who}_{base}_cold_map_p50", mine / c if c else math.nan)

    # ---- a long list from stdin: mapped, then every row read, or the rows read in time
    listed = read_pairs(os.path.join(out, "list.log"))
    rows_file = os.path.join(out, "list-rows.txt")
    for who in ("alert", "zenity"):
        values = [number(v) for v in listed.get(f"list_{who}_cold_map_ms", [])]
        if not values:
            continue
        emit(f"list_{who}_map_p50_ms", statistics.median(values))
        emit(f"list_{who}_runs", len(values))
        done = [number(v) for v in listed.get(f"list_{who}_read_all_ms", [])]
        if len(done) == len(values):
            emit(f"list_{who}_all_rows_p50_ms", statistics.median(done))
        else:   # a run that ran out of time: the rows it had read then (two lines a row)
            with open(rows_file, "rb") as rows:
                text = rows.read()
            read = [text[:int(v)].count(b"\n") // 2 for v in listed.get(f"list_{who}_read_bytes", [])]
            emit(f"list_{who}_rows_read_in_time_min", min(read) if read else 0)
            emit(f"list_{who}_read_time_ms", max(number(v) for v in listed.get(f"list_{who}_read_ms", ["nan"])))

    for name, value in lines:
        print(f"{name}: {value}")

    # ---- goals
    f = lambda name: number(figures.get(name))  # noqa: E731
    goals = []
    unmeasured = []  # goals of parts that ran and gave no figure

    def goal(part, what, value, anchor, ok, how):
        if "nan" not in value:
            goals.append((what, value, anchor, "met" if ok else "MISSED", how))
        elif part in parts:
            unmeasured.append((part, what, value))
        # else a part that was not asked for (BENCH_PARTS)

    for renderer in RENDERERS:
        ratio = f(f"ratio_lib_c_{renderer}_p99")
        goal("latency", f"present→paint p99, {renderer}",
             f"{f(f'lib_{renderer}_present_to_paint_p99_ms'):.2f} ms",
             f"C {f(f'c_{renderer}_present_to_paint_p99_ms'):.2f} ms, ratio {ratio:.2f}×",
             ratio <= 1.15, "≤ 1.15× C" + ("" if ratio <= 1.15 else f", missed by {(ratio / 1.15 - 1) * 100:.0f} %"))
    # Issue 35: libadwaita's path against its own raw C dialog, both clocks started before
    # the dialog is built (the C program's build→paint), p50 with cairo and with GL.
    for renderer in RENDERERS:
        ratio = f(f"ratio_adw_cadw_build_{renderer}_p50")
        goal("adwaita", f"libadwaita present→paint p50 like for like, {renderer}",
             f"{f(f'adw_{renderer}_present_to_paint_p50_ms'):.2f} ms",
             f"C {f(f'cadw_{renderer}_build_to_paint_p50_ms'):.2f} ms from before its build, ratio {ratio:.2f}×; "
             f"{f(f'ratio_adw_cadw_{renderer}_p50'):.2f}× its present→paint",
             ratio <= 1.15, "≤ 1.15× C" + ("" if ratio <= 1.15 else f", missed by {(ratio / 1.15 - 1) * 100:.0f} %"))
    goal("hop", "MainActor hop p99", f"{f('hop_p99_ms'):.3f} ms", f"p50 {f('hop_p50_ms'):.3f} ms",
         f("hop_p99_ms") < 1.0, "< 1 ms")
    for who, style in (("lib", "GTK's style"), ("adw", "libadwaita's style")):
        kept = all(f(f"{who}_typing_{what}") == 1 for what in ("same_field_focused", "text_as_typed", "cursor_at_end"))
        rebuilt = f(f"{who}_typing_dialogs_rebuilt")
        goal("typing", f"{f(f'{who}_typing_keys'):.0f} keys typed into a field, {style}",
             f"{rebuilt:.0f} dialogs rebuilt",
             f"key → binding p50 {f(f'{who}_typing_key_to_binding_p50_ms'):.3f} ms, "
             f"p99 {f(f'{who}_typing_key_to_binding_p99_ms'):.3f} ms; C GtkEntry key → changed "
             f"p50 {f('c_typing_key_to_changed_p50_ms'):.3f} ms, p99 {f('c_typing_key_to_changed_p99_ms'):.3f} ms; "
             f"{f(f'{who}_typing_binding_writes'):.0f} binding writes, "
             f"{f(f'{who}_typing_validations'):.0f} validations; field, text and cursor "
             + ("kept" if kept else "NOT kept"),
             rebuilt == 0 and kept, "no rebuild; the field, its text and cursor as typed")
    cpu = f("idle_cpu_sched_s")
    goal("idle", f"idle {f('idle_seconds'):.0f} s CPU ({figures.get('idle_subject', '?')})", f"{cpu:.4f} s",
         f"{f('idle_wakeups'):.0f} wake-ups, main thread {f('idle_wakeups_thread_main'):.0f}",
         cpu < 0.05, "< 0.05 s CPU, no periodic wake-ups")
    growth = f("mem_rss_growth_after_first_kb")
    finalized_ok = figures.get("mem_dialogs_created") == figures.get("mem_dialogs_finalized") and \
        figures.get("mem_widgets_created") == figures.get("mem_widgets_finalized")
    goal("memory", f"memory over {figures.get('mem_cycles', '?')} cycles", f"{growth:.0f} KB after cycle 1",
         f"C {f('memc_rss_growth_after_first_kb'):.0f} KB; dialogs {figures.get('mem_dialogs_finalized')}/"
         f"{figures.get('mem_dialogs_created')}, widgets {figures.get('mem_widgets_finalized')}/"
         f"{figures.get('mem_widgets_created')} finalized",
         growth < 1024 and finalized_ok, "< 1 MB, finalized == created")
    stall = max(f("burst_loop_max_stall_ms"), f("burst_frame_max_interval_ms") - 1000 / 60)
    goal("burst", f"burst of {figures.get('burst_errors', '?')} errors", f"worst frame delay {stall:.1f} ms",
         f"queued in {f('burst_queue_ms'):.0f} ms; loop stall {f('burst_loop_max_stall_ms'):.1f} ms, "
         f"longest frame interval {f('burst_frame_max_interval_ms'):.1f} ms; "
         f"peak RSS +{f('burst_peak_rss_growth_kb') / 1024:.1f} MB",
         stall <= 16, "no frame delayed > 16 ms, memory bounded")

    calls, per_call = f("progress_tight_calls"), f("progress_tight_us_per_call")
    goal("progress", f"{calls:.0f} ProgressReport.update calls", f"{per_call:.3f} µs a call",
         f"{f('progress_tight_total_ms'):.1f} ms in all, the last shown {f('progress_tight_last_shown_ms'):.1f} ms later; "
         f"paced over frames {f('progress_paced_us_per_call'):.3f} µs a call with its detail; "
         f"C GtkProgressBar {f('c_progress_tight_us_per_call'):.3f} µs a set, "
         f"{f('c_progress_paced_us_per_call'):.3f} µs with its label",
         per_call <= 5, "≤ 5 µs a call (release)")
    frames = f("progress_paced_frames")
    goal("progress", "changes and layouts a frame, paced updates",
         f"at most {f('progress_paced_most_changes_in_a_frame'):.2f} changes a frame, "
         f"{f('progress_paced_layouts_per_frame'):.2f} layouts a frame",
         f"{frames:.0f} after-paints, {f('progress_paced_frames_counted'):.0f} frames counted, "
         f"{f('progress_paced_changes_drawn'):.0f} changes drawn "
         f"({f('progress_paced_changes_per_frame'):.2f} a frame), "
         f"{f('progress_paced_layouts'):.0f} layouts; C GtkProgressBar {f('c_progress_paced_frames'):.0f} frames, "
         f"{f('c_progress_paced_layouts'):.0f} layouts; {f('progress_paced_updates_repeated'):.0f} frames ran "
         f"their update phase twice (the clock frozen in it by a resize)",
         f("progress_paced_most_changes_in_a_frame") <= 1 and f("progress_paced_layouts_per_frame") <= 1, "≤ 1 a frame")

    alert_cold, c_cold, zenity_cold = f("alert_cold_map_p50_ms"), f("c_cold_map_p50_ms"), f("zenity_cold_map_p50_ms")
    ratio = alert_cold / c_cold if c_cold else math.nan
    goal("cold", "cold start → mapped p50 (alert)", f"{alert_cold:.1f} ms",
         f"C (default renderer) {c_cold:.1f} ms, ratio {ratio:.2f}×; zenity --info {zenity_cold:.1f} ms",
         ratio <= 0.75 and alert_cold < zenity_cold,
         "≤ 0.75× C and faster than zenity"
         + ("" if ratio <= 0.75 else f", missed: {ratio:.2f}× is {(ratio / 0.75 - 1) * 100:.0f} % over 0.75×")
         + ("" if alert_cold < zenity_cold else f", {alert_cold - zenity_cold:.1f} ms slower than zenity"))

    alert_all, zenity_all = f("list_alert_all_rows_p50_ms"), f("list_zenity_all_rows_p50_ms")
    zenity_said = (f"zenity --list mapped in {f('list_zenity_map_p50_ms'):.1f} ms, "
                   + (f"every row read in {zenity_all:.1f} ms" if not math.isnan(zenity_all) else
                      f"{f('list_zenity_rows_read_in_time_min'):.0f} rows read in {f('list_zenity_read_time_ms'):.0f} ms"))
    goal("list", "10,000 rows from stdin → every row read, p50 (alert --list)", f"{alert_all:.1f} ms",
         f"mapped in {f('list_alert_map_p50_ms'):.1f} ms; {zenity_said}",
         math.isnan(zenity_all) or alert_all <= zenity_all, "no slower than zenity on the same rows")
    for who, style in (("list_scroll", "GTK's"), ("adw_list_scroll", "libadwaita's")):
        p99, late, frames = f(f"{who}_interval_p99_ms"), f(f"{who}_late_frames"), f(f"{who}_frames")
        goal("list", f"10,000 rows scrolled {f(f'{who}_px_per_frame'):.0f} px a frame, {style} style: "
             "paint interval p99", f"{p99:.1f} ms",
             f"p50 {f(f'{who}_interval_p50_ms'):.1f} ms, max {f(f'{who}_interval_max_ms'):.1f} ms, "
             f"{late:.0f} of {frames:.0f} frames late (over 20.8 ms), {f(f'{who}_rows_passed'):.0f} rows passed; "
             f"the jump to the last row painted in {f(f'{who}_jump_ms'):.1f} ms"
             + ("" if f(f"{who}_jump_reached_end") == 1 else ", NOT at the end")
             + f"; C GtkColumnView p99 {f('c_list_scroll_interval_p99_ms'):.1f} ms, "
               f"{f('c_list_scroll_late_frames'):.0f} late",
             p99 <= 1.25 * 1000 / 60 and f(f"{who}_jump_reached_end") == 1,
             "≤ 20.8 ms (1.25 frames at 60 Hz): at most 1 % of the frames late")

    print()
    print("summary:")
    for renderer in RENDERERS if not (math.isnan(f(f"c_{RENDERERS[0]}_present_to_paint_p50_ms"))
                                      and math.isnan(f(f"cadw_{RENDERERS[0]}_present_to_paint_p50_ms"))) else ():
        print(f"  present → first paint, {renderer:7} p50 / p99 / max (ms):")
        for who in WHO:
            key = f"{who}_{renderer}"
            base = next((b for w, b in RATIOS if w == who), None)
            if math.isnan(f(key + "_present_to_paint_p50_ms")):
                continue   # a program its part did not run (BENCH_PARTS=adwaita)
            print(f"    {who:4} {f(key + '_present_to_paint_p50_ms'):7.2f} {f(key + '_present_to_paint_p99_ms'):7.2f}"
                  f" {f(key + '_present_to_paint_max_ms'):7.2f}"
                  + ("" if base is None else f"   ratio to {base}: p50 {f(f'ratio_{who}_{base}_{renderer}_p50'):.2f}×,"
                     f" p99 {f(f'ratio_{who}_{base}_{renderer}_p99'):.2f}×")
                  + ("" if (who, base) not in LIKE_FOR_LIKE else
                     f"; like for like p50 {f(f'ratio_{who}_{base}_build_{renderer}_p50'):.2f}×,"
                     f" p99 {f(f'ratio_{who}_{base}_build_{renderer}_p99'):.2f}×"))
            if who in BUILD_CLOCK:
                print(f"    {who + '<':5}{f(key + '_build_to_paint_p50_ms'):7.2f} {f(key + '_build_to_paint_p99_ms'):7.2f}"
                      f" {f(key + '_build_to_paint_max_ms'):7.2f}   (from before the build)")
    print(f"  cold start to dialog mapped, p50 (ms): alert {f('alert_cold_map_p50_ms'):.1f}, "
          f"C {f('c_cold_map_p50_ms'):.1f} (with cairo {f('c_cairo_cold_map_p50_ms'):.1f}), "
          f"zenity --info {f('zenity_cold_map_p50_ms'):.1f}")
    print(f"  the same in libadwaita's style, p50 (ms): alert --adwaita {f('alert_adw_cold_map_p50_ms'):.1f}, "
          f"C AdwMessageDialog {f('cadw_cold_map_p50_ms'):.1f}")
    for what, value, anchor, status, how in goals:
        print(f"  goal {status:6} {what}: {value} ({anchor}); goal {how}")

    with open(os.path.join(out, "results.md"), "w") as md:
        md.write("| goal | figure | anchor / detail | target | status |\n|---|---|---|---|---|\n")
        for what, value, anchor, status, how in goals:
            md.write(f"| {what} | {value} | {anchor} | {how} | {status} |\n")
        md.write("\n| renderer | who | p50 ms | p99 ms | max ms | first cycle ms | p50 / base | p99 / base |"
                 " C from before its build: p50 / p99 ms | like for like: p50 / p99 |\n"
                 "|---|---|---|---|---|---|---|---|---|---|\n")
        for renderer in RENDERERS:
            for who in WHO:
                key = f"{who}_{renderer}"
                base = next((b for w, b in RATIOS if w == who), None)
                ratios = ("—", "—") if base is None else (f"{f(f'ratio_{who}_{base}_{renderer}_p50'):.2f}× {base}",
                                                          f"{f(f'ratio_{who}_{base}_{renderer}_p99'):.2f}× {base}")
                build = (f"{f(key + '_build_to_paint_p50_ms'):.2f} / {f(key + '_build_to_paint_p99_ms'):.2f}"
                         if who in BUILD_CLOCK else "—")
                like = next((f"{f(f'ratio_{who}_{b}_build_{renderer}_p50'):.2f}× / "
                             f"{f(f'ratio_{who}_{b}_build_{renderer}_p99'):.2f}× {b}"
                             for w, b in LIKE_FOR_LIKE if w == who), "—")
                md.write(f"| {renderer} | {who} | {f(key + '_present_to_paint_p50_ms'):.2f} | "
                         f"{f(key + '_present_to_paint_p99_ms'):.2f} | {f(key + '_present_to_paint_max_ms'):.2f} | "
                         f"{f(key + '_first_present_to_paint_ms'):.2f} | {ratios[0]} | {ratios[1]} | {build} | {like} |\n")

    if plot:
        draw(samples, figures, plot)
    for part, what, value in unmeasured:
        print(f"  FAIL   {what}: no figure ({value}) although part {part!r} ran", file=sys.stderr)
    if unmeasured:
        sys.exit(1)


def draw(samples, figures, path):
    try:
        import matplotlib
    except ImportError:
        print("plot: skipped, no matplotlib (apt-get install python3-matplotlib)", file=sys.stderr)
        return
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    colors = {"lib": "tab:blue", "c": "tab:green", "py": "tab:orange", "adw": "tab:purple", "cadw": "tab:olive"}
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8), sharey=True)
    for ax, renderer in zip(axes, RENDERERS):
        for who, label in WHO.items():
            values = sorted(samples.get((renderer, who), []))
            if not values:
                continue
            n = len(values)
            ax.step(values, [(i + 1) / n for i in range(n)], where="post", color=colors[who],
                    label=f"{label}: p50 {percentile(values, .5):.1f}, p99 {percentile(values, .99):.1f} ms")
            ax.axvline(percentile(values, .99), color=colors[who], linestyle=":", linewidth=1)
        ax.set_xscale("log")
        ax.set_title(f"GSK_RENDERER={renderer}" if renderer != "default" else "default renderer (GL on llvmpipe)")
        ax.set_xlabel("present → first paint (ms, log scale); dotted: p99")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(loc="lower right", fontsize=8)
    axes[0].set_ylabel("fraction of cycles ≤ x")
    fig.suptitle(f"Alert present → first paint under Xvfb, {figures.get('lib_cairo_cycles', '?')} cycles each "
                 f"({figures.get('date', '')})")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    main(sys.argv[1:])
