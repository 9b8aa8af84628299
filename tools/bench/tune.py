"""bench.py tune: per-region decisions measured, the winners written as a tune file.

  bench.py tune --app gaussian --out DIR             build the variants, run them, write
                                                     DIR/gaussian.tune
  bench.py tune --app gaussian --out DIR --build-only   build only (on a machine without a GPU)
  bench.py tune --app gaussian --out DIR --no-build     run the variants already built in DIR
  bench.py tune --app gaussian --out DIR --choose-only  choose again from DIR/tune-runs.json

Then build the app with omp2cuda -ftune-file=DIR/gaussian.tune.
bench.py tune --search evo searches whole tune files instead (tools/bench/evotune.py;
bench.py tune --search evo --help).

Variants: the default build, then for each kernel region of the app (as --explain lists them)
and each --candidates decision, a build whose tune file forces that one decision on that one
region (-ftune-file=, docs/performance.md "Tune files").  A variant whose generated code (--emit-cuda and
--emit-host) is the default's is dropped: the decision does not apply to that region.  Each
variant is built in DIR/tune/vN/ with its tune file beside it, and DIR/tune/manifest.json lists
them, with paths relative to DIR, so that DIR can be copied to the GPU machine and run there
with --no-build.

Runs: one warm-up round (dropped), then --runs rounds, each every variant once in an order
drawn from a seeded generator, with a fixed --delay before every run, as bench.py runs cells;
each run under the built-in ledger (OMP2CUDA_PROFILE=1), which gives each region's kernel
time; a run counts only when the program exits 0 and prints verify=PASS.  After each timed
round, a variant whose region's kernel times so far can no longer come out "faster" than the
default's, whatever its remaining runs and the default's give (stats.can_still_be_faster: at
alpha 0.01 and -n 5, once one of its runs is slower than one of the default's), runs no more:
the report says "not faster (stopped after k runs)", and tune-runs.json lists it under
"stopped".  The default and every variant still in reach run all --runs; --no-curtail runs
every variant all --runs.

Choice, per region: each candidate's samples of that region's kernel time against the default
build's.  The estimator is the minimum of the N runs (for kernels of milliseconds, run-to-run
noise only adds time); a candidate is kept only when it is "faster" by the test of every
bench.py verdict (two-sided Mann-Whitney U at --alpha, stats.compare), its minimum is below
the default's, and the program's kernel total is not "slower" by the same test.  Of the kept
candidates of a region the one of the lowest minimum wins; decisions are not combined within
a region (each was measured alone, from the default).  Regions are independent kernels: each
winner goes on its region's line.  DIR/tune-report.md has every comparison.
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

import bench
import stats

CANDIDATES = ["stage-rows=off", "teams-on-warps=off", "tile-loops=off", "narrow-loops=off", "flat-loops=off",
              "aligned-records=off", "warp-votes=off", "stage-tables=off", "inner-lanes=off", "team-windows=off", "lane-preloads=off",
              "collapse-order=off", "stepped-indices=off", "batched-reductions=off",
              "stencil-steps=off", "step-preloads=off", "own-columns=off", "pivot-registers=off", "known-args=off", "flat-grids=on",
              "block=64", "block=128", "block=512", "block=1024"]
REGION = re.compile(r"^(\S+):(\d+):(\d+): #pragma ")


def kernel_regions(explain):
    """The kernel regions --explain lists, "file:line:col", in source order."""
    out, lines = [], explain.splitlines()
    for i, line in enumerate(lines):
        m = REGION.match(line)
        if m and i + 1 < len(lines) and lines[i + 1].startswith("  kernel "):
            out.append("%s:%s:%s" % m.groups())
    return out


def compile_cmd(args, src, out, tune=None, extra=()):
    inc = os.path.join(bench.ROOT, "benchmarks", "common")
    cmd = ([args.o2c, "-O3"] + shlex.split(args.flags or "") +
           ['-DCOMPILER_NAME="omp2cuda"', "-I" + inc] + list(extra) + [src])
    if tune:
        cmd.append("-ftune-file=" + tune)
    return cmd + (["-o", out] if out else [])


def in_parallel(jobs, fn, items):
    """fn over items, jobs at a time (each a compiler process), the results in order."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(fn, items))


def run_tool(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def generated(args, src, cwd, tune, tmp):
    """The generated .cu and host .c of a build with tune file tune."""
    text = []
    for flag in ("--emit-cuda", "--emit-host"):
        out = os.path.join(tmp, "gen" + flag)
        rc, _, err = run_tool(compile_cmd(args, src, out, tune, [flag]), cwd)
        if rc:
            bench.die("%s %s does not compile: %s" % (src, flag, err.strip()[:300]))
        with open(out) as f:
            text.append(f.read())
    return text


def build(args):
    """Every variant built in <out>/tune/, listed in its manifest."""
    o2c = args.o2c
    path = os.path.abspath(args.src or os.path.join(bench.ROOT, "benchmarks", args.app,
                                                    args.app + ".c"))
    appdir, src = os.path.split(path)  # compiled where it is: regions are named "APP.c:L:C"
    if not os.path.exists(path):
        bench.die("no %s" % path)
    rc, explain, err = run_tool(compile_cmd(args, src, None, None, ["--explain"]), appdir)
    if rc:
        bench.die("%s --explain: %s" % (o2c, err.strip()[:300]))
    regions = kernel_regions(explain)
    root = os.path.join(args.out, "tune")
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    tmp = tempfile.mkdtemp(prefix="tune-")
    try:
        base = generated(args, src, appdir, None, tmp)
        tries = [(r, c) for r in regions for c in args.candidates]

        def effect(n):
            """Does try n's tune file change the generated code?"""
            d = os.path.join(tmp, "t%d" % n)
            os.makedirs(d)
            tune = os.path.join(d, "tune")
            with open(tune, "w") as f:
                f.write("%s %s\n" % tries[n])
            return generated(args, src, appdir, tune, d) != base

        changes = in_parallel(args.jobs, effect, range(len(tries)))
        kept = [(None, None)]
        for (region, decision), changed in zip(tries, changes):
            if changed:
                kept.append((region, decision))
            else:
                print("bench.py tune: %s %s: no effect on the generated code, not measured"
                      % (region, decision), file=sys.stderr)
        builds = []
        for n, (region, decision) in enumerate(kept):
            vdir = os.path.join(root, "v%d" % n)
            os.makedirs(vdir)
            tune = None
            if region:
                tune = os.path.join(vdir, "tune")
                with open(tune, "w") as f:
                    f.write("%s %s\n" % (region, decision))
            builds.append((n, region, decision, tune, os.path.join(vdir, args.app)))

        def compile_one(b):
            return run_tool(compile_cmd(args, src, b[4], b[3], ["-lm"]), appdir)

        results = in_parallel(args.jobs, compile_one, builds)
        variants = []
        for (n, region, decision, _, exe), (rc, _, err) in zip(builds, results):
            if rc:
                bench.warn("%s %s does not build: %s" % (region or "default", decision or "",
                                                         err.strip()[:300]))
                if not region:
                    bench.die("the default build fails")
                shutil.rmtree(os.path.dirname(exe))
                continue
            variants.append({"id": "v%d" % n, "region": region, "decision": decision,
                             "exe": os.path.relpath(exe, args.out)})
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    manifest = {"app": args.app, "flags": args.flags or "", "regions": regions,
                "variants": variants}
    with open(os.path.join(root, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    print("bench.py tune: %d regions, %d variants built in %s" % (len(regions), len(variants),
                                                                  root), file=sys.stderr)
    return manifest


def label(v):
    return "default" if not v["region"] else "%s %s" % (v["region"], v["decision"])


def measure(args, manifest):
    """Interleaved runs of every variant under the built-in ledger, each variant
    stopped once it can no longer come out faster (unless --no-curtail)."""
    cells = [bench.cell(manifest["app"], label(v),
                        [os.path.join(args.out, v["exe"])] + args.size_args,
                        {"OMP_TARGET_OFFLOAD": "MANDATORY"}, "omp2cuda")
             for v in manifest["variants"]]
    stopped = {}
    tmp = tempfile.mkdtemp(prefix="tune-run-")
    try:
        print("bench.py tune: %d variants x (%d warm-up + %d runs), seed %d, delay %.3f s%s"
              % (len(cells), args.warmup, args.runs, args.seed, args.delay,
                 "" if args.no_curtail else ", a variant stopped once it cannot be faster"),
              file=sys.stderr)
        runs, samples = bench.run_all(cells, args, tmp, random.Random(args.seed),
                                      instruments=("builtin",),
                                      still_needed=None if args.no_curtail else
                                      curtailer(args, manifest["variants"], stopped))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    res = {"manifest": manifest, "runs": runs, "gpu": bench.summarize_gpu(samples),
           "seed": args.seed, "delay": args.delay, "runs_per_variant": args.runs,
           "alpha": args.alpha, "size": " ".join(args.size_args),
           "curtail_alpha": None if args.no_curtail else args.alpha, "stopped": stopped,
           "started": time.strftime("%Y-%m-%d %H:%M:%S")}
    with open(os.path.join(args.out, "tune-runs.json"), "w") as f:
        json.dump(res, f, indent=1)
    return res


def curtailer(args, variants, stopped):
    """bench.run_all's still_needed: a variant runs on while its region's kernel
    times so far, against the default's, can still come out "faster" at -n runs
    a side (stats.can_still_be_faster); the default always runs on.  A variant
    stopped goes into stopped, by label, with the timed runs it had."""
    def still_needed(i, runs):
        v = variants[i]
        if not v["region"]:
            return True
        a, b = samples(runs, "default", v["region"]), samples(runs, label(v), v["region"])
        if stats.can_still_be_faster(a, b, args.runs, args.runs, args.alpha):
            return True
        stopped[label(v)] = sum(1 for r in runs if not r["warmup"] and r["variant"] == label(v))
        return False
    return still_needed


def samples(runs, variant, region=None):
    """A variant's timed runs: its region's kernel time, or the program's."""
    out = []
    for r in runs:
        if r["warmup"] or not r["ok"] or r["variant"] != variant:
            continue
        v = r.get("regions", {}).get(region) if region else r.get("kernel_us")
        if v is not None:
            out.append(v)
    return out


def choose(res, alpha, seed=0):
    """Per region, the comparisons and the winner (or None)."""
    manifest, runs = res["manifest"], res["runs"]
    by_region = {}
    for v in manifest["variants"]:
        if v["region"]:
            by_region.setdefault(v["region"], []).append(v)
    out = []
    for k, region in enumerate(manifest["regions"]):
        a = samples(runs, "default", region)
        rows, best = [], None
        for i, v in enumerate(by_region.get(region, [])):
            b = samples(runs, label(v), region)
            m = stats.compare(a, b, alpha=alpha, seed=seed + 31 * k + i)
            whole = stats.compare(samples(runs, "default"), samples(runs, label(v)),
                                  alpha=alpha, seed=seed + 31 * k + i)
            row = {"decision": v["decision"], "n_base": len(a), "n": len(b),
                   "min_base": min(a) if a else None, "min": min(b) if b else None,
                   "p": m["p"], "verdict": m["verdict"], "program": whole["verdict"]}
            after = res.get("stopped", {}).get(label(v))
            if after is not None:
                row.update(stopped=after, p=None,
                           verdict=stopped_verdict(after, alpha, res["curtail_alpha"]))
            row["kept"] = (row["verdict"] == "faster" and row["min"] < row["min_base"] and
                           whole["verdict"] != "slower")
            if row["kept"] and (best is None or row["min"] < best["min"]):
                best = row
            rows.append(row)
        out.append({"region": region, "rows": rows, "winner": best})
    return out


def stopped_verdict(k, alpha, curtail_alpha):
    """The verdict of a variant stopped after k timed runs, its samples then
    unable to come out faster at curtail_alpha (so at any stricter alpha)."""
    runs = "%d run%s" % (k, "" if k == 1 else "s")
    if alpha <= curtail_alpha:
        return "not faster (stopped after %s)" % runs
    return "undecided (stopped after %s, at alpha %g)" % (runs, curtail_alpha)


def ms(us):
    return "-" if us is None else "%.3f" % (us * 1e-3)


def report(res, choices, alpha):
    lines = ["# bench.py tune: %s" % res["manifest"]["app"], "",
             "Per region kernel time, minimum of N timed runs (ms), each candidate built alone "
             "from the default; kept when faster by Mann-Whitney at alpha %g, its minimum lower, "
             "and the program's kernel total not slower.  Size %s, %s runs a variant, seed %s, "
             "delay %s s.  %s  %s" % (alpha, res["size"] or "(default)", res["runs_per_variant"],
                                      res["seed"], res["delay"], curtail_rule(res),
                                      res["gpu"]["summary"]), ""]
    lines += ["| region | decision | n | default min | min | ratio | p | verdict | program | "
              "kept |", "|" + "---|" * 10]
    for c in choices:
        if not c["rows"]:
            lines.append("| %s | (no candidate changes its code) | | | | | | | | |" % c["region"])
        for r in c["rows"]:
            ratio = "%.3f" % (r["min"] / r["min_base"]) if r["min"] and r["min_base"] else "-"
            lines.append("| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s |" % (
                c["region"], r["decision"], r["n"], ms(r["min_base"]), ms(r["min"]), ratio,
                "%.2g" % r["p"] if r["p"] is not None else "-", r["verdict"], r["program"],
                "WINNER" if r is c["winner"] else "yes" if r["kept"] else "no"))
    weak = [r for c in choices for r in c["rows"] if r["n"] and r["n_base"] and
            "stopped" not in r and stats.smallest_p(r["n_base"], r["n"]) >= alpha]
    if weak:
        lines += ["", "%d of the comparisons had too few runs to reach alpha %g whatever the "
                      "times (a search stopped by --max-time): their verdict is \"same\"."
                  % (len(weak), alpha)]
    undecided = [r for c in choices for r in c["rows"] if r["verdict"].startswith("undecided")]
    if undecided:
        lines += ["", "%d of the variants were stopped at alpha %g, stricter than %g: they might "
                      "have come out faster at this level (run them again)."
                  % (len(undecided), res["curtail_alpha"], alpha)]
    fails = [r for r in res["runs"] if not r["ok"]]
    lines += ["", "%d runs did not count." % len(fails)]
    for r in fails[:20]:
        lines.append("- %s round %d: %s" % (r["variant"], r["round"], r["why"]))
    return "\n".join(lines) + "\n"


def curtail_rule(res):
    """The report's sentence on variants stopped early."""
    if res.get("curtail_alpha") is None:
        return "Every variant ran every round."
    return ("A variant stopped running once its region's kernel times so far could not come "
            "out faster at alpha %g whatever its remaining runs and the default's gave (n is "
            "then the runs it got; the default ran every round; --no-curtail runs every "
            "variant to the end)." % res["curtail_alpha"])


def tune_file(res, choices, alpha):
    """The tune file omp2cuda reads (-ftune-file=): a line per region with a winner."""
    m = res["manifest"]
    lines = ["# omp2cuda tune file for %s, written by bench.py tune (%s)" % (m["app"],
                                                                            res["started"]),
             "# %s; size %s, %s runs a variant, alpha %g; flags: %s" % (
                 res["gpu"]["summary"], res["size"] or "(default)", res["runs_per_variant"],
                 alpha, m["flags"] or "(none)")]
    for c in choices:
        w = c["winner"]
        if not w:
            lines.append("# %s: the default (no candidate faster)" % c["region"])
            continue
        lines.append("# %s: %s ms, default %s ms, p=%.2g" % (c["region"], ms(w["min"]),
                                                             ms(w["min_base"]), w["p"]))
        lines.append("%s %s" % (c["region"], w["decision"]))
    return "\n".join(lines) + "\n"


def add_build_args(ap, candidates_help):
    """The app, its builds and the decisions tried: the options this tuner
    and the evolutionary one (evotune.py) share."""
    ap.add_argument("--app", required=True, help="the app: benchmarks/APP/APP.c")
    ap.add_argument("--src", help="its source, if not benchmarks/APP/APP.c")
    ap.add_argument("--out", default="tune-out", help="build and report directory (tune-out)")
    ap.add_argument("--o2c", default=os.path.join(bench.ROOT, "build", "tools", "omp2cuda"),
                    help="the omp2cuda driver (build/tools/omp2cuda)")
    ap.add_argument("--flags", help="more omp2cuda flags for every build, one string: "
                                        "--flags='-fno-ldg -DX'")
    ap.add_argument("--candidates", help=candidates_help)
    ap.add_argument("--jobs", type=int, default=min(8, os.cpu_count() or 1),
                    help="builds and code generations at a time (up to 8: the cores)")


def add_run_args(ap):
    """How the app runs: the options both tuners share."""
    ap.add_argument("--delay", type=float, default=0.25, help="seconds before each run (0.25)")
    ap.add_argument("--size", default="small", help="the app's size argument(s) (small)")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per run (600)")
    ap.add_argument("--ref-dir", help="serial references (BENCH_REF_DIR; default <out>/ref)")


def parse(argv):
    ap = argparse.ArgumentParser(prog="bench.py tune", description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 1)[1])
    add_build_args(ap, "comma-separated decisions to try on each region (default: %s)"
                   % ",".join(CANDIDATES))
    add_run_args(ap)
    ap.add_argument("--build-only", action="store_true", help="build the variants and stop")
    ap.add_argument("--no-build", action="store_true",
                    help="run the variants already built in --out (its tune/manifest.json)")
    ap.add_argument("--choose-only", action="store_true",
                    help="choose again from --out's tune-runs.json (no runs)")
    ap.add_argument("-n", "--runs", type=int, default=10, help="timed runs per variant (10)")
    ap.add_argument("--warmup", type=int, default=1, help="warm-up runs per variant (1)")
    ap.add_argument("--seed", type=int, help="schedule seed (default: from the clock)")
    ap.add_argument("--alpha", type=float, default=stats.ALPHA,
                    help="test level (0.01; with --choose-only, the saved one unless given)")
    ap.add_argument("--max-time", type=int, default=0,
                    help="stop at the first round boundary after this many seconds (0: never)")
    ap.add_argument("--no-curtail", action="store_true",
                    help="run every variant -n times, also those that can no longer come out "
                         "faster")
    args = ap.parse_args(argv)
    args.alpha_given = any(a == "--alpha" or a.startswith("--alpha=") for a in argv)
    args.candidates = args.candidates.split(",") if args.candidates else CANDIDATES
    args.size_args = shlex.split(args.size) if args.size else []
    args.seed = args.seed if args.seed is not None else int(time.time() * 1000) % 1000000
    args.stopped, args.inject = "", None
    args.out = os.path.abspath(args.out)
    args.o2c = os.path.abspath(args.o2c)
    if args.ref_dir is None:
        args.ref_dir = os.path.join(args.out, "ref")
    why = None if args.choose_only or args.build_only else stats.require_power(
        args.runs, args.alpha, "bench.py tune -n")
    if why:
        bench.die(why)
    return args


def search_kind(argv):
    """--search single|evo, taken out of argv: which tuner runs."""
    for i, a in enumerate(argv):
        if a == "--search" and i + 1 < len(argv):
            return argv[i + 1], argv[:i] + argv[i + 2:]
        if a.startswith("--search="):
            return a.split("=", 1)[1], argv[:i] + argv[i + 1:]
    return "single", argv


def main(argv):
    kind, argv = search_kind(argv)
    if kind == "evo":
        import evotune
        return evotune.main(argv)
    if kind != "single":
        bench.die("--search takes single (the default) or evo, not '%s'" % kind)
    args = parse(argv)
    os.makedirs(args.out, exist_ok=True)
    if args.choose_only:
        with open(os.path.join(args.out, "tune-runs.json")) as f:
            res = json.load(f)
    else:
        if args.no_build:
            try:
                with open(os.path.join(args.out, "tune", "manifest.json")) as f:
                    manifest = json.load(f)
            except OSError as e:
                bench.die("--no-build: %s (build with --build-only first)" % e)
            if manifest["app"] != args.app:
                bench.die("--no-build: %s holds variants of %s" % (args.out, manifest["app"]))
        else:
            manifest = build(args)
        if args.build_only:
            return 0
        if args.ref_dir:
            args.ref_dir = os.path.abspath(args.ref_dir)
            os.makedirs(args.ref_dir, exist_ok=True)
        res = measure(args, manifest)
    if args.alpha_given:  # --choose-only at another level
        res["alpha"] = args.alpha
    choices = choose(res, res["alpha"], res["seed"])
    md = report(res, choices, res["alpha"])
    with open(os.path.join(args.out, "tune-report.md"), "w") as f:
        f.write(md)
    path = os.path.join(args.out, res["manifest"]["app"] + ".tune")
    with open(path, "w") as f:
        f.write(tune_file(res, choices, res["alpha"]))
    print(md)
    print("bench.py tune: wrote %s" % path, file=sys.stderr)
    return 0
