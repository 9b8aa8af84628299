"""Outputs of the bench harness: markdown, CSV, JSON and charts.

Everything is drawn from the results dict that bench.py builds (and saves as
results.json, so `bench.py --report results.json` redraws it): "config",
"gpu" (nvidia-smi samples), "cells" (per cell summaries), "comparisons",
"runs" (every run, warm-ups and failures included).  Times in the tables are
milliseconds; GPU-total is kernel + H2D + D2H from the injected ledger, each
copy as long as the host waited for it (a staged copy of the omp2cuda
runtime whole, its host memcpys included), memset shown apart;
gpu_total_dma_us (summary.csv, runs.csv) has staged copies at their DMA
time only.
"""
import csv
import json
import os
import sys

METRICS = [  # key in a run, heading, scale to ms
    ("gpu_total_us", "GPU-total", 1e-3),
    ("gpu_total_dma_us", "GPU-total, staged copies by their DMA only", 1e-3),
    ("kernel_us", "kernel", 1e-3),
    ("h2d_us", "H2D", 1e-3),
    ("d2h_us", "D2H", 1e-3),
    ("memset_us", "memset", 1e-3),
    ("init_us", "init", 1e-3),
    ("teardown_us", "teardown", 1e-3),
    ("proc_wall_ms", "process wall", 1.0),
    ("app_wall_ms", "app wall", 1.0),
]

RUN_FIELDS = ["app", "variant", "round", "warmup", "ok", "rc", "verify", "ref", "why",
              "gpu_total_us", "kernel_us", "h2d_us", "d2h_us", "memset_us", "d2d_us",
              "other_us", "kernels", "h2ds", "d2hs", "h2d_bytes", "d2h_bytes", "init_us",
              "teardown_us", "ledger_wall_us", "proc_wall_ms", "app_wall_ms", "source",
              "gpu_sample", "gpu_total_dma_us", "staged_copies", "staged_us", "staged_dma_us"]


def fmt(x, digits=3):
    if x is None:
        return "-"
    if isinstance(x, float) and x != x:
        return "-"
    return "%.*f" % (digits, x)


def write_json(res, path):
    with open(path, "w") as f:
        json.dump(res, f, indent=1, sort_keys=True)


def write_runs_csv(res, path):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=RUN_FIELDS, extrasaction="ignore")
        w.writeheader()
        for r in res["runs"]:
            w.writerow(r)


def write_cells_csv(res, path):
    fields = ["app", "variant", "runs_ok", "runs_failed"]
    for key, _, _ in METRICS:
        fields += [key + "_min", key + "_median"]
    fields += ["baseline", "ratio", "ci_lo", "ci_hi", "p", "verdict"]
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(fields)
        for c in res["cells"]:
            cmp = comparison(res, c) or {}
            row = [c["app"], c["variant"], c["ok"], c["failed"]]
            for key, _, _ in METRICS:
                s = c["stats"].get(key) or {}
                row += [s.get("min", ""), s.get("median", "")]
            ci = cmp.get("ci") or ["", ""]
            row += [cmp.get("baseline", ""), cmp.get("ratio", ""), ci[0], ci[1],
                    cmp.get("p", ""), cmp.get("verdict", "")]
            w.writerow(row)


def comparison(res, cell):
    for m in res["comparisons"]:
        if m["app"] == cell["app"] and m["variant"] == cell["variant"]:
            return m
    return None


def stat(cell, key, which):
    s = cell["stats"].get(key)
    if not s:
        return None
    return s[which]


def markdown(res):
    cfg = res["config"]
    metric = cfg["metric"]
    lines = ["# omp2cuda bench: %s" % cfg["mode"], ""]
    lines.append("- %s timed runs per cell after %d warm-up run(s) dropped, rounds in random "
                 "order (seed %s), %.3f s between runs, size `%s`" %
                 (cfg["runs"], cfg["warmup"], cfg["seed"], cfg["delay"], cfg["size"]))
    lines.append("- verdict: two-sided Mann-Whitney U on `%s` at alpha %.2g; ratio = median / "
                 "baseline median, %d%% percentile bootstrap interval" %
                 (metric, cfg["alpha"], int(round(cfg["confidence"] * 100))))
    lines.append("- GPU-total = kernel + H2D + D2H (CUPTI, injected ledger %s); memset apart; "
                 "times in ms" % (cfg.get("inject") or "off"))
    lines.append("- each copy counts as long as the host waited for it: a copy that the omp2cuda "
                 "runtime stages through pinned chunks from its first host memcpy to its last "
                 "DMA, as the pageable copy it replaces would (other compilers' copies are one "
                 "DMA each); `gpu_total_dma_us` in summary.csv and runs.csv counts staged "
                 "copies by their chunks' DMA only, as a tool summing CUPTI records sees them "
                 "(`staged_copies`, `staged_us`, `staged_dma_us` in runs.csv)")
    lines.append("- host: %s; started %s; took %.1f s" %
                 (cfg.get("host", "?"), cfg.get("started", "?"), cfg.get("elapsed_s", 0)))
    refs = [r.get("ref") for r in res["runs"]]
    if any(refs):
        lines.append("- verification: each run against the app's serial reference, %d computed "
                     "in the run, %d loaded from %s" %
                     (refs.count("computed"), refs.count("cached"),
                      cfg.get("ref_dir") or "the reference cache"))
    if cfg.get("stopped"):
        lines.append("- **%s**" % cfg["stopped"])
    g = res.get("gpu") or {}
    if g.get("summary"):
        lines.append("- GPU: %s" % g["summary"])
    lines.append("")
    head = ["app", "variant", "ok", "GPU-total med", "min", "kernel", "H2D", "D2H",
            "memset", "init", "teardown", "process wall", "app wall",
            "ratio [95% CI]", "p", "verdict"]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "---|" * len(head))
    for c in res["cells"]:
        cmp = comparison(res, c)
        if cmp and cmp.get("ratio") is not None:
            ratio = "%.3f [%.3f, %.3f]" % (cmp["ratio"], cmp["ci"][0], cmp["ci"][1])
            p = "%.2g" % cmp["p"]
            verdict = "**%s**" % cmp["verdict"] if cmp["verdict"] != "same" else "same"
        elif cmp:
            ratio, p, verdict = "-", "-", cmp["verdict"]
        else:
            ratio, p, verdict = "baseline", "", ""
        row = [c["app"], "`%s`" % c["variant"], "%d/%d" % (c["ok"], c["ok"] + c["failed"]),
               fmt(ms(c, "gpu_total_us", "median")), fmt(ms(c, "gpu_total_us", "min")),
               fmt(ms(c, "kernel_us", "median")), fmt(ms(c, "h2d_us", "median")),
               fmt(ms(c, "d2h_us", "median")), fmt(ms(c, "memset_us", "median")),
               fmt(ms(c, "init_us", "median"), 1), fmt(ms(c, "teardown_us", "median"), 1),
               fmt(stat(c, "proc_wall_ms", "median"), 1), fmt(stat(c, "app_wall_ms", "median")),
               ratio, p, verdict]
        lines.append("| " + " | ".join(row) + " |")
    fails = {}
    for r in res["runs"]:
        if not r["ok"]:
            fails.setdefault((r["app"], r["variant"]), []).append(r)
    if fails:
        lines += ["", "Runs that did not count (never in the statistics; runs.csv has each):",
                  ""]
        for (app, variant), rs in fails.items():
            lines.append("- %s `%s`: %d run(s)%s, first: %s" % (
                app, variant, len(rs), " (warm-up included)" if any(r["warmup"] for r in rs)
                else "", rs[0]["why"]))
    for extra in res.get("notes", []):
        lines += ["", extra]
    return "\n".join(lines) + "\n"


def ms(cell, key, which):
    v = stat(cell, key, which)
    return None if v is None else v * 1e-3


def clip_outliers(ax, totals):
    """A bar more than 5 times the next tallest would flatten the others:
    cut the axis above the rest and write the bar's value on it."""
    order = sorted(totals)
    if len(order) < 2 or order[-2] <= 0 or order[-1] <= 5 * order[-2]:
        return
    top = 1.6 * order[-2]
    ax.set_ylim(0, top)
    for i, t in enumerate(totals):
        if t > top:
            ax.annotate("%.4g ms, cut" % t, (i, top), xytext=(0, -4),
                        textcoords="offset points", ha="center", va="top", rotation=90,
                        fontsize=7, color="white", fontweight="bold")


# Ratio ticks on a log axis, from fine to coarse: each level the steps of a
# decade above 1 and, as written on the axis, their reciprocals below it (2
# and 0.5 equally far from 1).
TICK_LEVELS = [
    ((1.1, 1.25, 1.5, 2, 3, 5), (0.9, 0.8, 0.67, 0.5, 0.33, 0.2)),
    ((1.5, 2, 3, 5), (0.67, 0.5, 0.33, 0.2)),
    ((2, 5), (0.5, 0.2)),
    ((), ()),
]


def tick_ladder(level):
    """Every tick of a level from 1/10,000 to 10,000."""
    ups, downs = level
    ticks = [1]
    for decade in (1, 10, 100, 1000):
        ticks += [u * decade for u in ups] + [10 * decade]
        ticks += [d / decade for d in downs] + [0.1 / decade]
    return sorted(set(ticks))


def ratio_ticks(lo, hi):
    """The ticks of the finest level that fits in 9 from the ladder value at
    or below lo to the one at or above hi, both included, so the lowest and
    highest bars end between ticks; the axis spans them all."""
    for level in TICK_LEVELS:
        ladder = tick_ladder(level)
        below = [t for t in ladder if t <= lo] or ladder[:1]
        above = [t for t in ladder if t >= hi] or ladder[-1:]
        ticks = [t for t in ladder if below[-1] <= t <= above[0]]
        if len(ticks) <= 9:
            return ticks
    return ticks


def metric_label(res):
    """The heading of the metric the comparisons are on (config's metric)."""
    key = (res.get("config") or {}).get("metric") or "gpu_total_us"
    return next((h for k, h, _ in METRICS if k == key), key)


def baseline_label(res, default):
    """The variant the comparisons are against, as they record it (several,
    joined, where apps had different ones); default where none does."""
    names = []
    for m in res.get("comparisons", []):
        if m.get("baseline") and m["baseline"] not in names:
            names.append(m["baseline"])
    return ", ".join(names) if names else default


def wrapped(text, inches, fontsize):
    """text broken into lines that fit a figure `inches` wide at fontsize."""
    import textwrap
    return textwrap.fill(text, max(20, int((inches - 0.4) * 72 / (0.65 * fontsize))),
                         break_on_hyphens=False)


def charts(res, outdir, baseline):
    """gpu_total.{png,svg}: stacked kernel/H2D/D2H medians per app and
    variant; ratio.{png,svg}: the compared metric's median / the baseline's,
    with intervals, the baseline named as the comparisons record it.
    Returns the files written, or a reason when matplotlib is missing."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import matplotlib.ticker
    except ImportError:
        return [], ("matplotlib is not installed for %s: no charts (tools/install-deps.sh "
                    "installs it, or: %s -m pip install matplotlib)" % (sys.executable,
                                                                     sys.executable))
    cells = [c for c in res["cells"] if stat(c, "gpu_total_us", "median")]
    apps = sorted({c["app"] for c in cells}, key=lambda a: [c["app"] for c in cells].index(a))
    variants = []
    for c in res["cells"]:
        if c["variant"] not in variants:
            variants.append(c["variant"])
    if not apps:
        return [], "no cell has GPU work: no charts"
    written = []
    cols = min(4, len(apps))
    rows = (len(apps) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(max(5.5, 3.6 * cols), 0.6 + 3.0 * rows),
                             squeeze=False)
    parts = [("kernel_us", "kernel", "#4c72b0"), ("h2d_us", "H2D", "#dd8452"),
             ("d2h_us", "D2H", "#55a868")]
    for i, app in enumerate(apps):
        ax = axes[i // cols][i % cols]
        mine = [c for c in cells if c["app"] == app]
        names = [c["variant"] for c in mine]
        bottom = [0.0] * len(mine)
        for key, label, color in parts:
            vals = [(ms(c, key, "median") or 0.0) for c in mine]
            ax.bar(range(len(mine)), vals, bottom=bottom, color=color, label=label)
            bottom = [b + v for b, v in zip(bottom, vals)]
        clip_outliers(ax, bottom)
        ax.set_xticks(range(len(mine)))
        ax.set_xticklabels(names, rotation=45, ha="right", fontsize=7)
        ax.set_title(app, fontsize=9)
        ax.set_ylabel("ms (median)", fontsize=7)
        ax.tick_params(axis="y", labelsize=7)
    for j in range(len(apps), rows * cols):
        axes[j // cols][j % cols].axis("off")
    axes[0][0].legend(fontsize=7)
    fig.suptitle("GPU-total = kernel + H2D + D2H\n" +
                 wrapped("(median of %s runs)" % res["config"]["runs"], fig.get_figwidth(), 10),
                 fontsize=10)
    fig.tight_layout()
    for ext in ("png", "svg"):
        p = os.path.join(outdir, "gpu_total." + ext)
        fig.savefig(p, dpi=120)
        written.append(p)
    plt.close(fig)

    cmps = [m for m in res["comparisons"] if m.get("ratio") is not None]
    if not cmps:
        return written, ""
    others = [v for v in variants if any(m["variant"] == v for m in cmps)]
    fig, ax = plt.subplots(figsize=(min(16, max(6, 0.3 * len(apps) * max(1, len(others)) + 2)),
                                    4.0))
    width = 0.8 / max(1, len(others))
    top, bot = 1.25, 0.8
    for k, v in enumerate(others):
        xs, ys, lo, hi = [], [], [], []
        for i, app in enumerate(apps):
            m = [m for m in cmps if m["app"] == app and m["variant"] == v]
            if not m:
                continue
            m = m[0]
            xs.append(i + (k - (len(others) - 1) / 2.0) * width)
            ys.append(m["ratio"])
            lo.append(m["ratio"] - m["ci"][0])
            hi.append(m["ci"][1] - m["ratio"])
        # Bars grow from 1 (the baseline) up or down to the ratio.
        ax.bar(xs, [y - 1.0 for y in ys], bottom=1.0, width=width, label=v, yerr=[lo, hi],
               capsize=2)
        top = max([top] + [y + h for y, h in zip(ys, hi)])
        bot = min([bot] + [max(y - l, 1e-6) for y, l in zip(ys, lo)])
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log")
    ticks = ratio_ticks(bot / 1.15, top * 1.15)
    ax.set_ylim(min(ticks[0], bot / 1.15), max(ticks[-1], top * 1.15))
    ax.set_yticks(ticks)
    ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda y, _: "%g" % y))
    ax.yaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
    ax.set_xticks(range(len(apps)))
    ax.set_xticklabels(apps, rotation=30, ha="right", fontsize=8)
    metric, baseline = metric_label(res), baseline_label(res, baseline)
    ax.set_ylabel(wrapped("%s / %s (log)" % (metric, baseline), 3.6, 8), fontsize=8)
    ax.set_title(wrapped("%s median relative to %s (95%% bootstrap CI); below 1 is faster"
                         % (metric, baseline), fig.get_figwidth(), 9), fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    for ext in ("png", "svg"):
        p = os.path.join(outdir, "ratio." + ext)
        fig.savefig(p, dpi=120)
        written.append(p)
    plt.close(fig)
    return written, ""


def write_all(res, outdir, baseline):
    os.makedirs(outdir, exist_ok=True)
    files = []
    write_json(res, os.path.join(outdir, "results.json"))
    write_runs_csv(res, os.path.join(outdir, "runs.csv"))
    write_cells_csv(res, os.path.join(outdir, "summary.csv"))
    files += [os.path.join(outdir, n) for n in ("results.json", "runs.csv", "summary.csv")]
    drawn, why = charts(res, outdir, baseline)
    files += drawn
    md = markdown(res)
    if drawn:
        md += "\n" + "".join("![%s](%s)\n" % (os.path.basename(p), os.path.basename(p))
                             for p in drawn if p.endswith(".png"))
    elif why:
        md += "\n(%s)\n" % why
    with open(os.path.join(outdir, "report.md"), "w") as f:
        f.write(md)
    files.append(os.path.join(outdir, "report.md"))
    return md, files
