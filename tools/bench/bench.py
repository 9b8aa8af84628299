#!/usr/bin/env python3
"""bench.py: GPU-total benchmarks of the suite, and honest A/B comparisons.

  bench.py [--apps A,B] [--compilers C,D]   apps x compilers: every app built in
                                            benchmarks/out/<compiler>/<app> (and --search dirs)
  bench.py --ab "-fldg" "-fno-ldg"          apps x omp2cuda pass variants: builds each app's .c
                                            once per flag set with the driver, then runs them
  bench.py --env-ab K=V K=V2 --bin PROG     one program under several environments
  bench.py --check-method                   A/A (one binary against itself) must be "same", the
                                            control pair (64 vs 256 MiB copies) "slower"; exit 1
                                            otherwise
  bench.py --agree --referee LIB.so         the injected ledger against the CUPTI referee (and the
                                            built-in ledger of omp2cuda binaries), per cell
  bench.py --selftest                       the statistics on synthetic data (no GPU)
  bench.py tune --app APP ...               per-region decisions measured one at a time, the
                                            winners written as a tune file (tools/bench/tune.py;
                                            bench.py tune --help)
  bench.py tune --search evo --app APP ...  whole tune files (decisions combined per region,
                                            block sizes) searched by evolution, built and
                                            measured as it goes, on the GPU machine, within
                                            --budget program runs (tools/bench/evotune.py)
  bench.py --report DIR/results.json ...    redraw a report from saved runs; several files (apps
                                            split over calls) are merged into one report in --out;
                                            --reanalyse recomputes the verdicts from the runs

Method: every binary is measured by one instrument, the ledger injected through
CUDA_INJECTION64_PATH (build/lib/libomp2cuda_inject.so), whatever compiled it.
Each cell gets one warm-up run (dropped), then --runs timed runs in rounds;
each round runs every cell once, in an order drawn from a seeded generator
(the seed is reported), with a fixed --delay before every run.  A run counts
only when the program exits 0 and prints verify=PASS.  Per cell: min and
median of GPU-total (kernel + H2D + D2H), its split, init, teardown, process
and app wall-clock.  Each copy counts as long as the host waited for it: a
copy that the omp2cuda runtime stages through pinned chunks from its first
host memcpy to its last DMA (what the pageable copy it replaces would
cost); gpu_total_dma_us, beside it, counts staged copies by their chunks'
DMA records only (what the CUPTI referee of --agree sees).  Against the baseline (clang16, or the first variant):
ratio of medians with a 95% percentile bootstrap interval, and a verdict
faster / slower / same from a two-sided Mann-Whitney U test at alpha 0.01.
GPU clocks and throttle reasons are sampled with nvidia-smi when present.
Outputs under --out: report.md, summary.csv, runs.csv, results.json and the
charts gpu_total.{png,svg}, ratio.{png,svg}.

Verification: every run still checks its whole result against the app's
serial host reference (benchmarks/README.md), but the reference is computed
once per app and size and kept in --ref-dir (default <out>/ref, passed to
the programs as BENCH_REF_DIR): the first run of an app (a warm-up run, with
the default --warmup 1) computes it, later runs of that app, whatever
compiled them, load it.  Each run's RESULT line says ref=computed or
ref=cached (ref=none: the app has no serial reference at that size);
runs.csv has it.  A damaged, truncated or foreign file is recomputed, never
trusted.  --ref-dir "" computes the reference in every run.  The directory
is keyed by app and size only: empty it after changing an app's inputs or
reference code.  At the large size it holds about 0.6 GB, so where --out is
a folder that must travel (copied back from the GPU machine), put it
elsewhere, e.g. --ref-dir /tmp/bench-ref.
"""
import argparse
import glob
import json
import os
import platform
import random
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # noqa: E402
import stats  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPILERS = ["omp2cuda", "clang16", "gcc12", "cuda", "cpu"]
GPU_COMPILERS = {"omp2cuda", "clang16", "gcc12"}
THROTTLE = {0x1: "idle", 0x2: "app-clocks", 0x4: "sw-power-cap", 0x8: "hw-slowdown",
            0x10: "sync-boost", 0x20: "sw-thermal", 0x40: "hw-thermal",
            0x80: "hw-power-brake", 0x100: "display-clocks"}


def die(msg):
    sys.exit("bench.py: error: " + msg)


def warn(msg):
    print("bench.py: warning: " + msg, file=sys.stderr, flush=True)


# Cells and their programs.

def cell(app, variant, argv, env=None, compiler=None):
    return {"app": app, "variant": variant, "argv": argv, "env": env or {},
            "compiler": compiler}


def suite_cells(args, rt_env):
    search = args.search or [os.path.join(ROOT, "benchmarks", "out")]
    compilers = args.compilers.split(",") if args.compilers else COMPILERS
    found = {}
    for d in search:
        for c in compilers:
            for p in glob.glob(os.path.join(d, c, "*")):
                if os.path.isfile(p) and os.access(p, os.X_OK):
                    found[(os.path.basename(p), c)] = os.path.abspath(p)
    apps = args.apps.split(",") if args.apps else sorted({a for a, _ in found})
    cells = []
    for app in apps:
        for c in compilers:
            if (app, c) not in found:
                continue
            env = dict(rt_env.get(c, {}))
            if c in GPU_COMPILERS:
                env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
            cells.append(cell(app, c, [found[(app, c)]] + args.size_args, env, c))
    if not cells:
        die("no benchmark binaries under %s for %s" % (", ".join(search), ",".join(compilers)))
    return cells


def unpack_runtimes(args, tmp):
    """The clang-16 and gcc-12 offload runtimes, packed by
    benchmarks/pack-runtimes.sh, unpacked for LD_LIBRARY_PATH."""
    env = {}
    search = args.search or [os.path.join(ROOT, "benchmarks", "out")]
    for c in ("clang16", "gcc12"):
        tars = [p for d in search for p in [os.path.join(d, "rt-%s.tar.xz" % c)]
                if os.path.isfile(p)]
        if not tars:
            continue
        dest = os.path.join(tmp, "rt", c)
        os.makedirs(dest, exist_ok=True)
        with tarfile.open(tars[-1]) as t:
            try:
                t.extractall(dest, filter="data")
            except TypeError:  # Python before 3.12
                t.extractall(dest)
        for lib in glob.glob(os.path.join(dest, "libomptarget.rtl.cuda*.so.16")):
            link = lib[:-3]
            if not os.path.exists(link):
                os.symlink(os.path.basename(lib), link)
        if c == "clang16" and not ldconfig_has("libcuda.so "):
            cuda1 = ldconfig_path("libcuda.so.1 ")
            if cuda1:
                os.symlink(cuda1, os.path.join(dest, "libcuda.so"))
        old = os.environ.get("LD_LIBRARY_PATH")
        env[c] = {"LD_LIBRARY_PATH": dest + (":" + old if old else "")}
    return env


def ldconfig_lines():
    try:
        return subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    except OSError:
        return ""


def ldconfig_has(name):
    return name in ldconfig_lines()


def ldconfig_path(name):
    for line in ldconfig_lines().splitlines():
        if line.strip().startswith(name.strip() + " "):
            return line.split("=>")[-1].strip()
    return None


def build_variants(args, out):
    """--ab: each app's .c built once per flag set with the omp2cuda driver,
    as benchmarks/build.sh builds it."""
    o2c = args.o2c or os.path.join(ROOT, "build", "tools", "omp2cuda")
    bench = os.path.join(ROOT, "benchmarks")
    apps = args.apps.split(",") if args.apps else sorted(
        os.path.basename(os.path.dirname(p)) for p in glob.glob(os.path.join(bench, "*", "*.c")))
    cells = []
    for i, flags in enumerate(args.ab):
        label = flags.strip() or "(none)"
        vdir = os.path.abspath(os.path.join(out, "variants", "v%d" % i))
        os.makedirs(vdir, exist_ok=True)
        with open(os.path.join(vdir, "flags.txt"), "w") as f:
            f.write(flags + "\n")
        for app in apps:
            exe = os.path.join(vdir, app)
            src = os.path.join(bench, app, app + ".c")
            if not args.no_build:
                cmd = ([o2c, "-O3"] + shlex.split(flags) +
                       ['-DCOMPILER_NAME="omp2cuda"', "-I" + os.path.join(bench, "common"),
                        src, "-o", exe, "-lm"])
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode:
                    warn("%s with '%s' does not build: %s" % (app, label,
                                                                (r.stderr.strip() or "?")[:300]))
                    continue
            if os.access(exe, os.X_OK):
                cells.append(cell(app, label, [exe] + args.size_args,
                                  {"OMP_TARGET_OFFLOAD": "MANDATORY"}, "omp2cuda"))
    apps_both = {c["app"] for c in cells if c["variant"] == cells[0]["variant"]} if cells else set()
    cells = [c for c in cells if c["app"] in apps_both and
             all(any(d["app"] == c["app"] and d["variant"] == (f.strip() or "(none)")
                     for d in cells) for f in args.ab)]
    if not cells:
        die("no app builds with every variant")
    return cells


def parse_env(s):
    env = {}
    for part in s.split(","):
        if "=" not in part:
            die("--env-ab: expected K=V[,K=V], got '%s'" % s)
        k, v = part.split("=", 1)
        env[k.strip()] = v
    return env


def env_cells(args):
    if not args.bin:
        die("--env-ab needs --bin PROGRAM")
    app = os.path.basename(args.bin)
    return [cell(app, v, [os.path.abspath(args.bin)] + shlex.split(args.args or ""), parse_env(v))
            for v in args.env_ab]


def control_binary(args, out):
    if args.control:
        return os.path.abspath(args.control)
    nvcc = os.path.join(os.environ.get("CUDA_ROOT", "/usr/local/cuda"), "bin", "nvcc")
    exe = os.path.abspath(os.path.join(out, "control"))
    src = os.path.join(ROOT, "tools", "bench", "control.cu")
    if not os.access(exe, os.X_OK) or os.path.getmtime(exe) < os.path.getmtime(src):
        if not os.access(nvcc, os.X_OK):
            die("no nvcc at %s to build the control program: give --control" % nvcc)
        r = subprocess.run([nvcc, "-O2", "-arch=sm_90", src, "-o", exe])
        if r.returncode:
            die("cannot build %s" % src)
    return exe


def check_cells(args, out):
    exe = control_binary(args, out)
    return [cell("control", "A 64MiB", [exe, "64"]), cell("control", "A' 64MiB", [exe, "64"]),
            cell("control", "B 256MiB", [exe, "256"])]


# Running.

def gpu_sample():
    """nvidia-smi's view now, or None."""
    if not shutil.which("nvidia-smi"):
        return None
    base = "name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,temperature.gpu,power.draw"
    for reasons in ("clocks_event_reasons.active", "clocks_throttle_reasons.active"):
        try:
            r = subprocess.run(["nvidia-smi", "--query-gpu=%s,%s" % (base, reasons),
                                "--format=csv,noheader,nounits", "-i", "0"],
                               capture_output=True, text=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if r.returncode == 0 and r.stdout.strip():
            v = [x.strip() for x in r.stdout.strip().split(",")]
            keys = ["name", "driver", "sm_mhz", "mem_mhz", "max_sm_mhz", "temp_c", "power_w",
                    "reasons"]
            s = dict(zip(keys, v))
            s["t"] = time.time()
            try:
                bits = int(s["reasons"], 16)
                s["reasons_named"] = [n for b, n in THROTTLE.items() if bits & b]
            except ValueError:
                s["reasons_named"] = []
            return s
    return None


def summarize_gpu(samples):
    if not samples:
        return {"samples": [], "summary": "no nvidia-smi: clocks not recorded"}
    def num(s, k):
        try:
            return float(s[k])
        except (KeyError, ValueError):
            return None
    sm = [num(s, "sm_mhz") for s in samples if num(s, "sm_mhz") is not None]
    temps = [num(s, "temp_c") for s in samples if num(s, "temp_c") is not None]
    reasons = sorted({r for s in samples for r in s.get("reasons_named", [])})
    slow = sorted(set(reasons) - {"idle", "app-clocks"})
    summary = "%s, driver %s; SM clock %s-%s MHz (max %s); %s-%s C; clock event reasons " \
              "seen: %s%s" % (samples[0].get("name"), samples[0].get("driver"),
                             int(min(sm)) if sm else "?", int(max(sm)) if sm else "?",
                             samples[0].get("max_sm_mhz"), int(min(temps)) if temps else "?",
                             int(max(temps)) if temps else "?", ", ".join(reasons) or "none",
                             " (THROTTLING: %s)" % ", ".join(slow) if slow else "")
    return {"samples": samples, "summary": summary, "throttled": bool(slow)}


RESULT = re.compile(r"^RESULT (.*)$", re.M)


def parse_result(text):
    m = RESULT.findall(text)
    if not m:
        return {}
    return dict(kv.split("=", 1) for kv in m[-1].split() if "=" in kv)


def ledger_fields(path):
    """Figures of one injected (or built-in) ledger JSON file.  h2d_us and
    d2h_us (so GPU-total) count each staged copy of the omp2cuda runtime
    as long as the host waited for it; the *_dma_us figures count it by
    its pieces' DMA records only, as a tool that sums activity records
    (the referee) sees it: None where not measured (CUDA events) or not
    in the file (a ledger older than staged-copy accounting)."""
    try:
        with open(path) as f:
            j = json.load(f)
    except (OSError, ValueError):
        return None
    t = j["total"]
    rec = {"gpu_total_us": t["gpu_total_us"], "kernel_us": t["kernel_us"],
           "h2d_us": t["h2d_us"], "d2h_us": t["d2h_us"], "memset_us": t["memset_us"],
           "d2d_us": t["d2d_us"], "other_us": t["other_us"], "kernels": t["kernels"],
           "h2ds": t["h2ds"], "d2hs": t["d2hs"], "h2d_bytes": t["h2d_bytes"],
           "d2h_bytes": t["d2h_bytes"],
           "init_us": j["init_context_us"] + j["init_module_us"],
           "teardown_us": j["teardown_us"], "ledger_wall_us": j["wall_us"],
           "source": j["source"],
           # per region (the built-in ledger's rows are regions, "file:line:col"; the
           # injected one's kernels): its kernel time, for bench.py tune
           "regions": {r["name"]: r["kernel_us"] for r in j.get("regions", [])
                       if r.get("kernels")}}
    rec.update(staged_fields(t))
    return rec


def staged_fields(t):
    """Staged copies of a ledger total: count, host wait, DMA, and the
    DMA-only figures beside the honest ones."""
    if "staged_h2ds" not in t:
        return {k: None for k in ("staged_copies", "staged_us", "staged_dma_us",
                                  "gpu_total_dma_us", "h2d_dma_us", "d2h_dma_us",
                                  "h2d_dmas", "d2h_dmas")}
    rec = {"staged_copies": t["staged_h2ds"] + t["staged_d2hs"],
           "staged_us": t["staged_h2d_us"] + t["staged_d2h_us"]}
    if t.get("gpu_total_dma_us") is None:
        rec.update({"staged_dma_us": None, "gpu_total_dma_us": None, "h2d_dma_us": None,
                    "d2h_dma_us": None, "h2d_dmas": None, "d2h_dmas": None})
        return rec
    rec["staged_dma_us"] = t["staged_h2d_dma_us"] + t["staged_d2h_dma_us"]
    rec["gpu_total_dma_us"] = t["gpu_total_dma_us"]
    for d in ("h2d", "d2h"):
        rec[d + "_dma_us"] = t[d + "_us"] - t["staged_%s_us" % d] + t["staged_%s_dma_us" % d]
        rec[d + "_dmas"] = t[d + "s"] - t["staged_%ss" % d] + t["staged_%s_dmas" % d]
    return rec


REFEREE = re.compile(r"(\w+)=([0-9.]+)")


def referee_fields(path):
    try:
        with open(path) as f:
            line = f.read().strip().splitlines()[-1]
    except (OSError, IndexError):
        return None
    v = {k: float(x) for k, x in REFEREE.findall(line)}
    # The referee sums activity records: its copies are DMA only.
    gt = v["kernel_us"] + v["h2d_us"] + v["d2h_us"]
    return {"gpu_total_us": gt, "gpu_total_dma_us": gt,
            "kernel_us": v["kernel_us"], "h2d_us": v["h2d_us"], "d2h_us": v["d2h_us"],
            "h2d_dma_us": v["h2d_us"], "d2h_dma_us": v["d2h_us"],
            "memset_us": v["memset_us"], "d2d_us": v["d2d_us"], "other_us": v["other_us"],
            "kernels": int(v["kernels"]), "h2ds": int(v["h2d"]), "d2hs": int(v["d2h"]),
            "h2d_dmas": int(v["h2d"]), "d2h_dmas": int(v["d2h"]),
            "h2d_bytes": v["h2d_MB"] * 1e6, "d2h_bytes": v["d2h_MB"] * 1e6,
            "source": "referee"}


def run_once(c, args, tmp, instrument="inject"):
    """One run of cell c: its record (ok, figures, why not)."""
    env = dict(os.environ)
    env.pop("CUDA_INJECTION64_PATH", None)
    env.pop("OMP2CUDA_PROFILE", None)
    env.pop("BENCH_REF_DIR", None)
    if args.ref_dir:
        env["BENCH_REF_DIR"] = args.ref_dir
    env.update(c["env"])
    fd, out = tempfile.mkstemp(suffix=".json", dir=tmp)
    os.close(fd)
    os.unlink(out)
    if instrument == "inject" and args.inject:
        env["CUDA_INJECTION64_PATH"] = args.inject
        env["OMP2CUDA_INJECT_OUT"] = out
    elif instrument == "referee":
        env["CUDA_INJECTION64_PATH"] = args.referee
        env["GPUTOTAL_OUT"] = out
    elif instrument == "builtin":
        env["OMP2CUDA_PROFILE"] = "1"
        env["OMP2CUDA_PROFILE_OUT"] = out
    rec = {"app": c["app"], "variant": c["variant"], "ok": False, "why": "", "rc": None}
    t0 = time.perf_counter()
    try:
        p = subprocess.run(c["argv"], env=env, capture_output=True, text=True,
                           timeout=args.timeout, cwd=tmp)
        text, rec["rc"] = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        text, rec["why"] = "", "timed out after %d s" % args.timeout
    except OSError as e:
        text, rec["why"] = "", "cannot run: %s" % e
    rec["proc_wall_ms"] = (time.perf_counter() - t0) * 1e3
    res = parse_result(text)
    rec["verify"] = res.get("verify")
    rec["ref"] = res.get("ref")
    try:
        rec["app_wall_ms"] = float(res["wall_ms"])
    except (KeyError, ValueError):
        rec["app_wall_ms"] = None
    figures = referee_fields(out) if instrument == "referee" else ledger_fields(out)
    if os.path.exists(out):
        os.unlink(out)
    if figures:
        rec.update(figures)
    if not rec["why"]:
        if rec["rc"] != 0:
            rec["why"] = "exit status %s: %s" % (rec["rc"], text.strip()[-200:])
        elif rec["verify"] != "PASS":
            rec["why"] = "verify=%s" % (rec["verify"] or "missing (no RESULT line)")
        elif instrument != "none" and (args.inject or instrument != "inject") and \
                figures is None and c.get("compiler") != "cpu":
            rec["why"] = "no %s figures" % instrument
    rec["ok"] = not rec["why"]
    return rec


class Progress:
    def __init__(self, total):
        self.total, self.done, self.t0 = total, 0, time.time()
        self.tty = sys.stderr.isatty()
        self.every = max(1, total // 20)

    def step(self, rec, what):
        self.done += 1
        el = time.time() - self.t0
        eta = el / self.done * (self.total - self.done)
        line = "[%d/%d] %s %s: %s (elapsed %ds, eta %ds)" % (
            self.done, self.total, rec["app"], what,
            ("GPU-total %.3f ms" % (rec["gpu_total_us"] * 1e-3)) if rec.get("gpu_total_us")
            is not None else ("wall %.1f ms" % rec["proc_wall_ms"]) if rec["ok"] else
            "FAILED: " + rec["why"][:120], el, eta)
        if self.tty:
            sys.stderr.write("\r\033[K" + line)
            if self.done == self.total:
                sys.stderr.write("\n")
        elif self.done % self.every == 0 or self.done == self.total or not rec["ok"]:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()


def schedule(cells, args, rng, instruments=("inject",)):
    """Warm-up round, then --runs rounds; each a random permutation."""
    jobs = []
    for rnd in range(args.warmup + args.runs):
        order = [(i, ins) for i in range(len(cells)) for ins in instruments]
        rng.shuffle(order)
        jobs += [(rnd, i, ins) for i, ins in order]
    return jobs


def run_all(cells, args, tmp, rng, instruments=("inject",), still_needed=None):
    """The runs of schedule(), and nvidia-smi's samples.  still_needed(i, runs),
    when given, is asked after each timed round about each cell i still run:
    False stops that cell, whose runs in later rounds are not made (the
    order of the others is the schedule's all the same)."""
    jobs = schedule(cells, args, rng, instruments)
    prog = Progress(len(jobs))
    samples, runs, stopped = [], [], set()
    s = gpu_sample()
    if s:
        samples.append(s)
    t0 = time.time()
    for k, (rnd, i, ins) in enumerate(jobs):
        if out_of_time(args, t0, rnd, jobs, k):
            break
        if still_needed and k > 0 and args.warmup <= jobs[k - 1][0] < rnd:
            new = {j for j in range(len(cells)) if j not in stopped and not still_needed(j, runs)}
            prog.total -= sum(1 for _, j, _ in jobs[k:] if j in new)
            stopped |= new
        if i in stopped:
            continue
        time.sleep(args.delay)
        rec = run_once(cells[i], args, tmp, ins)
        rec["round"], rec["warmup"], rec["instrument"] = rnd, rnd < args.warmup, ins
        rec["gpu_sample"] = len(samples) - 1
        runs.append(rec)
        prog.step(rec, "%s%s" % (cells[i]["variant"], "" if ins == "inject" else " [%s]" % ins))
        if len(runs) % 25 == 0:
            s = gpu_sample()
            if s:
                samples.append(s)
    s = gpu_sample()
    if s:
        samples.append(s)
    return runs, samples


def out_of_time(args, t0, rnd, jobs, k):
    """--max-time: stop at the first round boundary past the limit, so that
    every cell keeps the same number of runs."""
    if not args.max_time or time.time() - t0 < args.max_time:
        return False
    if k > 0 and jobs[k - 1][0] == rnd:
        return False
    if not args.stopped:
        args.stopped = "stopped by --max-time %d s after %d of %d rounds" % (
            args.max_time, rnd, args.warmup + args.runs)
        warn(args.stopped)
    return True


def cell_stats(runs):
    out = {}
    for key, _, _ in report.METRICS:
        vals = [r[key] for r in runs if r.get(key) is not None]
        if vals:
            out[key] = {"min": min(vals), "median": stats.median(vals), "n": len(vals)}
    return out


def analyse(cells, runs, args, baseline_of):
    cell_rows, comparisons = [], []
    timed = [r for r in runs if not r["warmup"]]
    for c in cells:
        mine = [r for r in timed if r["app"] == c["app"] and r["variant"] == c["variant"]]
        ok = [r for r in mine if r["ok"]]
        cell_rows.append({"app": c["app"], "variant": c["variant"], "ok": len(ok),
                          "failed": len(mine) - len(ok), "argv": c["argv"], "env": c["env"],
                          "stats": cell_stats(ok)})
    for i, c in enumerate(cells):
        base = baseline_of(c, cells)
        if base is None or base is c:
            continue
        a = [r[args.metric] for r in timed if r["ok"] and r["app"] == base["app"] and
             r["variant"] == base["variant"] and r.get(args.metric) is not None]
        b = [r[args.metric] for r in timed if r["ok"] and r["app"] == c["app"] and
             r["variant"] == c["variant"] and r.get(args.metric) is not None]
        if not any(b) or not any(a):
            m = {"verdict": "n/a", "p": None, "ratio": None, "ci": None,
                 "why": "no %s figures" % args.metric}
        else:
            m = stats.compare(a, b, alpha=args.alpha, seed=args.seed + i)
        m.update({"app": c["app"], "variant": c["variant"], "baseline": base["variant"],
                  "metric": args.metric, "n_base": len(a), "n": len(b)})
        comparisons.append(m)
    return cell_rows, comparisons


def config(args, mode, started, t0):
    return {"mode": mode, "runs": args.runs, "stopped": args.stopped, "warmup": args.warmup, "seed": args.seed,
            "delay": args.delay, "size": (args.args if args.env_ab else " ".join(args.size_args)) or "(default)",
            "metric": args.metric, "alpha": args.alpha, "confidence": stats.CONFIDENCE,
            "inject": args.inject, "ref_dir": args.ref_dir, "host": platform.node(),
            "started": started,
            "elapsed_s": time.time() - t0, "argv": sys.argv}


def first_baseline(c, cells):
    return next(d for d in cells if d["app"] == c["app"])


def compiler_baseline(name):
    def pick(c, cells):
        same = [d for d in cells if d["app"] == c["app"]]
        for d in same:
            if d["variant"] == name:
                return d
        return same[0]
    return pick


# Modes.

def measure(cells, args, mode, baseline_of, tmp):
    started, t0 = time.strftime("%Y-%m-%d %H:%M:%S"), time.time()
    rng = random.Random(args.seed)
    print("bench.py: %s: %d cells x (%d warm-up + %d runs), seed %d, delay %.3f s, metric %s"
          % (mode, len(cells), args.warmup, args.runs, args.seed, args.delay, args.metric),
          file=sys.stderr, flush=True)
    runs, samples = run_all(cells, args, tmp, rng)
    cell_rows, comparisons = analyse(cells, runs, args, baseline_of)
    return {"config": config(args, mode, started, t0), "gpu": summarize_gpu(samples),
            "cells": cell_rows, "comparisons": comparisons, "runs": runs}


def merge_results(paths):
    """One result from several runs of bench.py over disjoint apps (each
    app's comparisons are within the app, so they carry over as they are)."""
    parts = []
    for p in paths:
        with open(p) as f:
            parts.append(json.load(f))
    if len(parts) == 1:
        return parts[0]
    runs = ", ".join("%d (%s)" % (len({r["round"] for r in o["runs"] if not r["warmup"]}),
                                  ", ".join(sorted({c["app"] for c in o["cells"]})))
                     for o in parts)
    res = dict(parts[0], cells=list(parts[0]["cells"]))
    res["config"] = dict(res["config"], runs=runs)
    seen = {c["app"] for c in res["cells"]}
    for o in parts[1:]:
        apps = {c["app"] for c in o["cells"]}
        if apps & seen:
            die("--report: %s measured again in a second file" % ", ".join(sorted(apps & seen)))
        seen |= apps
        for k in ("cells", "comparisons", "runs"):
            res[k] = res[k] + o[k]
        res["gpu"]["samples"] = res["gpu"].get("samples", []) + o["gpu"].get("samples", [])
    res["gpu"] = summarize_gpu(res["gpu"]["samples"])
    cfg = res["config"]
    cfg["elapsed_s"] = sum(o["config"]["elapsed_s"] for o in parts)

    cfg["seed"] = ", ".join(str(o["config"]["seed"]) for o in parts)
    cfg["started"] = ", ".join(o["config"]["started"] for o in parts)
    cfg["stopped"] = "; ".join(o["config"]["stopped"] for o in parts if o["config"]["stopped"])
    cfg["argv"] = [o["config"]["argv"] for o in parts]
    return res


def reanalyse(res, args):
    """The comparisons again, from the saved runs, with today's statistics and
    the saved level and seed, on the saved metric unless --metric names one."""
    cfg = res["config"]
    args.metric, args.alpha = args.metric or cfg["metric"], cfg["alpha"]
    cfg["metric"] = args.metric
    args.seed = int(str(cfg["seed"]).split(",")[0])
    cells = [{"app": c["app"], "variant": c["variant"], "argv": c["argv"], "env": c["env"]}
             for c in res["cells"]]
    pick = (compiler_baseline(args.baseline) if cfg["mode"] == "apps x compilers"
            else first_baseline)
    res["cells"], res["comparisons"] = analyse(cells, res["runs"], args, pick)


def finish(res, args, baseline):
    md, files = report.write_all(res, args.out, baseline)
    print(md)
    print("bench.py: wrote %s" % ", ".join(files), file=sys.stderr)


def check_method(args, tmp):
    args.metric = "gpu_total_us"
    if not args.inject:
        die("--check-method needs the injected ledger (--inject)")
    cells = check_cells(args, args.out)
    res = measure(cells, args, "check-method", first_baseline, tmp)
    verdicts = {m["variant"]: m for m in res["comparisons"]}
    aa, ctl = verdicts.get("A' 64MiB"), verdicts.get("B 256MiB")
    failures = []
    if not aa or aa["verdict"] != "same":
        failures.append("A/A: one binary against itself came out %s (p=%s), not same"
                        % (aa and aa["verdict"], aa and aa["p"]))
    if not ctl or ctl["verdict"] != "slower" or not ctl["ci"] or ctl["ci"][0] <= 1.0:
        failures.append("control: 256 MiB against 64 MiB came out %s (ratio %s, CI %s), not "
                        "slower" % (ctl and ctl["verdict"], ctl and ctl["ratio"],
                                    ctl and ctl["ci"]))
    res["notes"] = ["Method checks: " + ("PASSED (A/A same; control pair slower)"
                                         if not failures else "FAILED: " + "; ".join(failures))]
    finish(res, args, "A 64MiB")
    if failures:
        for f in failures:
            print("bench.py: METHOD CHECK FAILED: " + f, file=sys.stderr)
        return 1
    print("bench.py: method checks passed: A/A same (p=%.3g), control slower x%.2f "
          "[%.2f, %.2f]" % (aa["p"], ctl["ratio"], ctl["ci"][0], ctl["ci"][1]), file=sys.stderr)
    return 0


def agree(args, tmp, rt_env):
    """Ours against the referee, cell by cell: medians of separate runs,
    interleaved (only one CUPTI client fits in a process)."""
    if not args.referee or not os.path.exists(args.referee):
        die("--agree needs --referee LIB.so (the CUPTI referee, built from gputotal.c)")
    args.referee = os.path.abspath(args.referee)
    cells = suite_cells(args, rt_env)
    cells = [c for c in cells if c["compiler"] != "cpu"]
    rng = random.Random(args.seed)
    instruments = ["inject", "referee"]
    started, t0 = time.strftime("%Y-%m-%d %H:%M:%S"), time.time()
    args.warmup = 1
    runs = []
    # Built-in ledger of omp2cuda binaries: a third instrument for those cells.
    jobs_cells = []
    for c in cells:
        jobs_cells.append((c, instruments + (["builtin"] if c["compiler"] == "omp2cuda" else [])))
    order = []
    for rnd in range(args.warmup + args.runs):
        r = [(c, ins) for c, inss in jobs_cells for ins in inss]
        rng.shuffle(r)
        order += [(rnd, c, ins) for c, ins in r]
    prog = Progress(len(order))
    t1 = time.time()
    for k, (rnd, c, ins) in enumerate(order):
        if out_of_time(args, t1, rnd, order, k):
            break
        time.sleep(args.delay)
        rec = run_once(c, args, tmp, ins)
        rec["round"], rec["warmup"], rec["instrument"] = rnd, rnd < args.warmup, ins
        runs.append(rec)
        prog.step(rec, "%s [%s]" % (c["variant"], ins))
    rows = [agree_row(c, runs, args) for c in cells]
    md, ok = agree_markdown(rows, runs, args)
    if args.stopped:
        md += "\n" + args.stopped + "\n"
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "agree.md"), "w") as f:
        f.write(md)
    with open(os.path.join(args.out, "agree.json"), "w") as f:
        json.dump({"rows": rows, "runs": runs, "seed": args.seed, "started": started,
                   "elapsed_s": time.time() - t0, "tolerance_pct": args.tolerance}, f, indent=1)
    print(md)
    if not ok:
        print("bench.py: AGREEMENT FAILED (see %s)" % os.path.join(args.out, "agree.md"),
              file=sys.stderr)
    return 0 if ok else 1


# --agree calls a cell beyond the tolerance "agreeing" only when its two
# samples do not differ at this level: 0.05, stricter than the 0.01 of
# verdicts, and within reach of 5 runs a side.
AGREE_ALPHA = 0.05


def pct(a, b):
    return 100.0 * (a - b) / b if a is not None and b else None


def agree_row(c, runs, args):
    """One cell of --agree: each instrument's samples, medians and mins, the
    difference ledger - referee, and whether the two samples differ at all
    (Mann-Whitney, as for any A/B pair).  Like for like: the ledger's
    DMA-only figures (a staged copy by its pieces' DMA records, as the
    referee sees it); its GPU-total, which counts a staged copy as long as
    the host waited for it, is carried beside."""
    def sample(ins, key):
        return [r[key] for r in runs if not r["warmup"] and r["ok"] and r["instrument"] == ins
                and r["app"] == c["app"] and r["variant"] == c["variant"] and
                r.get(key) is not None]
    row = {"app": c["app"], "compiler": c["variant"]}
    for ins in ("inject", "referee", "builtin"):
        for key in ("gpu_total_us", "gpu_total_dma_us", "kernel_us", "h2d_us", "d2h_us",
                    "h2d_dma_us", "d2h_dma_us", "kernels", "h2ds", "d2hs", "h2d_dmas",
                    "d2h_dmas", "staged_copies"):
            v = sample(ins, key)
            row["%s_%s" % (ins, key)] = stats.median(v) if v else None
        v = sample(ins, "gpu_total_dma_us")
        row[ins + "_min_us"] = min(v) if v else None
        row[ins + "_samples"] = v
    row["diff_pct"] = pct(row["inject_gpu_total_dma_us"], row["referee_gpu_total_dma_us"])
    row["min_diff_pct"] = pct(row["inject_min_us"], row["referee_min_us"])
    row["builtin_diff_pct"] = pct(row["builtin_gpu_total_us"], row["inject_gpu_total_us"])
    a, b = row["referee_samples"], row["inject_samples"]
    row["p"] = stats.mann_whitney(a, b)[2] if len(a) > 1 and len(b) > 1 else None
    row["counts_equal"] = all(row["inject_" + k] is not None and
                              row["inject_" + k] == row["referee_" + k]
                              for k in ("kernels", "h2d_dmas", "d2h_dmas"))
    d = row["diff_pct"]
    row["agrees"] = row["counts_equal"] and d is not None and (
        abs(d) <= args.tolerance or (row["p"] is not None and row["p"] >= AGREE_ALPHA))
    return row


def agree_markdown(rows, runs, args):
    def ms(x):
        return report.fmt(x * 1e-3 if x is not None else None)
    lines = ["# injected ledger vs CUPTI referee", "",
             "Medians (and minima) of %d runs of each instrument per cell, in interleaved rounds "
             "of random order (seed %d), one warm-up round dropped.  Only one CUPTI client fits "
             "in a process, so the two instruments see different runs: a difference is the "
             "ledger's error plus run-to-run variation, which the Mann-Whitney p (ledger "
             "samples against referee samples) tells apart.  GPU-total = kernel + H2D + D2H."
             % (args.runs, args.seed), "",
             "H2D and D2H differ from the referee's for staged copies, by design: the ledger "
             "counts a copy that the omp2cuda runtime stages through pinned chunks as long as "
             "the host waited for it (its memcpys into the chunks included), the referee sums "
             "the chunks' DMA records.  So the ledger is compared here on its DMA-only figures "
             "(each staged copy at its chunks' DMA time, counted as its DMA records: what the "
             "referee measures); its GPU-total, the figure of every other report, is the "
             "\"ledger GPU-total\" column, and the built-in ledger is compared with it.", "",
             "| app | compiler | ledger ms (DMA only) | referee ms | diff % | min diff % | p | "
             "kernel ms ledger / referee | H2D ms (DMA only) | D2H ms (DMA only) | counts equal | "
             "staged copies | ledger GPU-total ms | built-in ledger ms | "
             "built-in vs injected % |", "|" + "---|" * 15]
    for r in rows:
        def pair(k, ref=None):
            return "%s / %s" % (ms(r["inject_" + k]), ms(r["referee_" + (ref or k)]))
        staged = r["inject_staged_copies"]
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | "
                     "%s |" % (
            r["app"], r["compiler"], ms(r["inject_gpu_total_dma_us"]),
            ms(r["referee_gpu_total_dma_us"]), report.fmt(r["diff_pct"], 2),
            report.fmt(r["min_diff_pct"], 2),
            "%.2g" % r["p"] if r["p"] is not None else "-", pair("kernel_us"),
            pair("h2d_dma_us"), pair("d2h_dma_us"), "yes" if r["counts_equal"] else "NO",
            "%g" % staged if staged is not None else "-", ms(r["inject_gpu_total_us"]),
            ms(r["builtin_gpu_total_us"]), report.fmt(r["builtin_diff_pct"], 2)))
    within = [r for r in rows if r["diff_pct"] is not None and abs(r["diff_pct"]) <=
              args.tolerance]
    lines += ["", "Per compiler and whole suite (sum of cell medians):", ""]
    ok = bool(rows) and all(r["agrees"] for r in rows)
    for name in sorted({r["compiler"] for r in rows}) + ["suite"]:
        mine = [r for r in rows if name == "suite" or r["compiler"] == name]
        a = sum(r["inject_gpu_total_dma_us"] or 0 for r in mine)
        b = sum(r["referee_gpu_total_dma_us"] or 0 for r in mine)
        g = sum(r["inject_gpu_total_us"] or 0 for r in mine)
        d = pct(a, b)
        if name == "suite":
            ok = ok and d is not None and abs(d) <= args.tolerance
        lines.append("- %s: ledger %.3f ms DMA only (GPU-total %.3f ms), referee %.3f ms, "
                     "diff %s%%" % (name, a * 1e-3, g * 1e-3, b * 1e-3, report.fmt(d, 2)))
    fails = [r for r in runs if not r["ok"]]
    lines += ["", "%d of %d cells within %.1f%% (medians); cells beyond it whose samples do not "
              "differ significantly (p >= %.2g) count as agreeing; counts of kernels and copy "
              "DMA records must be equal; of %d cells about %.1f would differ at p < %.2g by chance "
              "alone.  %d runs did not count." % (len(within), len(rows), args.tolerance,
                                                  AGREE_ALPHA, len(rows),
                                                  len(rows) * AGREE_ALPHA, AGREE_ALPHA,
                                                  len(fails)),
              "", "Verdict: %s" % ("AGREE" if ok else "DISAGREE: " + ", ".join(
                  "%s/%s" % (r["app"], r["compiler"]) for r in rows if not r["agrees"]))]
    for r in fails[:20]:
        lines.append("- %s %s [%s] round %d: %s" % (r["app"], r["variant"], r["instrument"],
                                                  r["round"], r["why"]))
    return "\n".join(lines) + "\n", ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 1)[1])
    ap.add_argument("--apps", help="comma-separated apps (default: all found)")
    ap.add_argument("--compilers", help="comma-separated (default: %s)" % ",".join(COMPILERS))
    ap.add_argument("--search", action="append",
                    help="directory of <compiler>/<app> binaries and rt-*.tar.xz runtimes; "
                         "repeatable, later ones win (default: benchmarks/out)")
    ap.add_argument("--ab", nargs="+", metavar="FLAGS", help="omp2cuda flag sets to compare")
    ap.add_argument("--o2c", help="the omp2cuda driver for --ab (default build/tools/omp2cuda)")
    ap.add_argument("--no-build", action="store_true", help="--ab: use binaries already in --out")
    ap.add_argument("--env-ab", nargs="+", metavar="K=V[,K=V]", help="environments to compare")
    ap.add_argument("--bin", help="--env-ab: the program")
    ap.add_argument("--args", help="--env-ab: its arguments, one string")
    ap.add_argument("--check-method", action="store_true", help="A/A and control pair checks")
    ap.add_argument("--control", help="--check-method: prebuilt tools/bench/control.cu")
    ap.add_argument("--agree", action="store_true", help="injected ledger against --referee")
    ap.add_argument("--referee", help="the CUPTI referee library (libgputotal.so)")
    ap.add_argument("--tolerance", type=float, default=2.0, help="--agree: percent (2)")
    ap.add_argument("--selftest", action="store_true", help="statistics on synthetic data")
    ap.add_argument("--report", metavar="RESULTS_JSON", nargs="+",
                    help="redraw a saved report (several: merged)")
    ap.add_argument("--reanalyse", action="store_true",
                    help="--report: recompute the verdicts from the saved runs")
    ap.add_argument("-n", "--runs", type=int, default=10, help="timed runs per cell (10)")
    ap.add_argument("--warmup", type=int, default=1, help="warm-up runs per cell, dropped (1)")
    ap.add_argument("--delay", type=float, default=0.25, help="seconds before each run (0.25)")
    ap.add_argument("--seed", type=int, help="schedule seed (default: from the clock, reported)")
    ap.add_argument("--size", default="small",
                    help="the apps' size argument(s): small, large, or numbers (small)")
    ap.add_argument("--metric", choices=["gpu_total_us", "gpu_total_dma_us", "kernel_us",
                                         "proc_wall_ms", "app_wall_ms"],
                    help="what the verdict is on (gpu_total_us; with --reanalyse, the saved one)")
    ap.add_argument("--baseline", default="clang16", help="compilers mode baseline (clang16)")
    ap.add_argument("--alpha", type=float, default=stats.ALPHA, help="test level (0.01)")
    ap.add_argument("--inject", default=os.path.join(ROOT, "build", "lib",
                                                    "libomp2cuda_inject.so"),
                    help="the injected ledger (build/lib/libomp2cuda_inject.so)")
    ap.add_argument("--no-inject", action="store_true", help="run without any CUPTI client")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per run (600)")
    ap.add_argument("--max-time", type=int, default=0,
                    help="stop at the first round boundary after this many seconds (0: never)")
    ap.add_argument("--out", help="report directory (bench-out; with one --report file, "
                                  "that file's directory)")
    ap.add_argument("--ref-dir", help="serial references computed once and reused "
                                      "(BENCH_REF_DIR; default <out>/ref; \"\": none)")
    argv = sys.argv[1:]
    if argv[:1] == ["tune"]:
        import tune
        return tune.main(argv[1:])
    if "--ab" in argv:  # flag sets start with '-': keep argparse from reading them as options
        i = argv.index("--ab") + 1
        while i < len(argv) and not argv[i].startswith("--"):
            argv[i] = " " + argv[i] if argv[i].startswith("-") else argv[i]
            i += 1
    args = ap.parse_args(argv)

    if args.selftest:
        return 0 if stats.selftest() else 1
    if args.report:
        res = merge_results(args.report)
        if args.reanalyse:
            reanalyse(res, args)
        if args.out is None:
            args.out = (os.path.dirname(os.path.abspath(args.report[0]))
                        if len(args.report) == 1 else "bench-out")
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "results.json"), "w") as f:
            json.dump(res, f, indent=1)
        finish(res, args, args.baseline)
        return 0
    args.out = args.out or "bench-out"
    args.metric = args.metric or "gpu_total_us"
    why = stats.require_power(args.runs, args.alpha, "--runs")
    if why:  # the times still count; the verdicts will all be "same"
        print("bench.py: note: %s; every verdict will be \"same\"" % why, file=sys.stderr)
    if args.seed is None:
        args.seed = int(time.time() * 1000) % 1000000
    args.size_args = shlex.split(args.size) if args.size else []
    args.stopped = ""
    if args.no_inject:
        args.inject = None
    elif args.inject and not os.path.exists(args.inject):
        die("no injected ledger at %s (build it: cmake --build build; or --no-inject)"
            % args.inject)
    if args.inject:
        args.inject = os.path.abspath(args.inject)
    if args.metric in ("gpu_total_us", "gpu_total_dma_us", "kernel_us") and not args.inject \
            and not args.agree:
        args.metric = "proc_wall_ms"
        warn("no injected ledger: verdicts on process wall-clock")
    os.makedirs(args.out, exist_ok=True)
    if args.ref_dir is None:
        args.ref_dir = os.path.join(args.out, "ref")
    if args.ref_dir:
        args.ref_dir = os.path.abspath(args.ref_dir)
        os.makedirs(args.ref_dir, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="bench-")
    try:
        rt_env = unpack_runtimes(args, tmp)
        if args.check_method:
            return check_method(args, tmp)
        if args.agree:
            return agree(args, tmp, rt_env)
        if args.ab:
            if len(args.ab) < 2:
                die("--ab needs at least two flag sets")
            cells = build_variants(args, args.out)
            res = measure(cells, args, "A/B " + " vs ".join(repr(a) for a in args.ab),
                          first_baseline, tmp)
            finish(res, args, cells[0]["variant"])
        elif args.env_ab:
            cells = env_cells(args)
            res = measure(cells, args, "environments " + " vs ".join(args.env_ab),
                          first_baseline, tmp)
            finish(res, args, cells[0]["variant"])
        else:
            cells = suite_cells(args, rt_env)
            res = measure(cells, args, "apps x compilers", compiler_baseline(args.baseline),
                          tmp)
            finish(res, args, args.baseline)
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
