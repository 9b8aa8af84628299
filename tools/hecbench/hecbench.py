#!/usr/bin/env python3
"""HeCBench harness (issue 33): each src/<name>-omp with a src/<name>-cuda
twin, built with omp2cuda, clang-16 offload and (the twin) nvcc, run on the
GPU with its Makefile's run arguments, judged by its own check, timed.

  hecbench.py list SRC                            programs and what their Makefiles need (JSON)
  hecbench.py build SRC OUT --compiler C [--cc CMD] [--only RE] [--every N] [-j N] [--timeout S]
  hecbench.py run OUT --compiler C [--timeout S] [--timer T] [--referee LIB] [--only RE] [-j N] [--gpus G] [--keep]
                                                  [--where-pass C1,C2]
  hecbench.py pack OUT --compiler C               OUT/<C>.tar.xz to carry to the GPU machine
  hecbench.py report OUT                          OUT/report.md and OUT/report.json
  hecbench.py compare OUT [--compilers A,B] [--rel R] [--only RE]
                                                  the numbers both compilers' runs printed, side by side

Compilers: omp2cuda (CC=the command, build/tools/omp2cuda++ or omp2cuda by
default; its driver maps icpx's offload flags), clang16 (clang++-16
-fopenmp --offload-arch=sm_90 in place of the Makefile's offload flags),
nvcc (the -cuda twin, -arch=sm_90).  SRC is a HeCBench checkout, outside
this repository.  See tools/hecbench/README.md.
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import queue
import re
import socket
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hb_build  # noqa: E402
import hb_compare  # noqa: E402
import hb_report  # noqa: E402
import hb_run  # noqa: E402
import hb_tree  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def hecbench_commit(root):
    """The checkout's commit: git, or a COMMIT file beside src/."""
    try:
        p = subprocess.run(["git", "-C", root, "rev-parse", "HEAD"], capture_output=True, text=True)
        if p.returncode == 0:
            return p.stdout.strip()
    except OSError:
        pass
    c = os.path.join(root, "COMMIT")
    return open(c).read().strip() if os.path.exists(c) else "unknown"


def select(names, only, every):
    names = [n for n in names if not only or re.search(only, n)]
    return names[::every] if every and every > 1 else names


def cmd_list(a):
    root = os.path.abspath(a.src)
    ov = hb_build.overrides("cc")
    out = [{"name": n, "omp": hb_tree.describe(root, n, "omp", ov),
            "cuda": hb_tree.describe(root, n, "cuda", ov)} for n in select(hb_tree.pairs(root), a.only, a.every)]
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")


def compiler_command(a, outdir):
    """The command make gets as CC: a wrapper for the native compilers."""
    kind, default, how = hb_build.COMPILERS[a.compiler]
    cmd = a.cc or (default if default else hb_build.default_omp2cuda(REPO))
    if how:
        return kind, cmd, hb_build.write_wrapper(os.path.join(outdir, "bin"), a.compiler, cmd, how)
    return kind, cmd, cmd


def cmd_build(a):
    root = os.path.abspath(a.src)
    outdir = os.path.abspath(os.path.join(a.out, a.compiler))
    os.makedirs(outdir, exist_ok=True)
    kind, cmd, cc = compiler_command(a, outdir)
    names = select(hb_tree.pairs(root), a.only, a.every)
    recs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {ex.submit(hb_build.build_one, root, n, kind, cc, outdir, a.timeout): n for n in names}
        for f in concurrent.futures.as_completed(futs):
            r = f.result()
            recs[r["name"]] = r
            print("%-32s %s %6.1fs %s" % (r["name"], "built" if r["built"] else "FAILED", r["seconds"],
                                           r["error"]), flush=True)
    # a build of some programs (--only, --every) keeps the records of the
    # others an earlier build of OUT left: their builds are still there
    path = os.path.join(outdir, "build.json")
    kept = {}
    if os.path.exists(path):
        with open(path) as f:
            kept = {n: r for n, r in json.load(f).get("programs", {}).items() if n not in recs}
    doc = {"compiler": a.compiler, "cc": cmd, "make_cc": cc, "twin": kind, "hecbench": root,
           "hecbench_commit": hecbench_commit(root), "host": socket.gethostname(),
           "date": datetime.datetime.now().isoformat(timespec="seconds"),
           "command": " ".join(sys.argv), "programs": dict(sorted({**kept, **recs}.items()))}
    with open(path, "w") as f:
        json.dump(doc, f, indent=1)
    n = sum(r["built"] for r in recs.values())
    print("%s: %d of %d built" % (a.compiler, n, len(recs)))


def gpu_name():
    try:
        p = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                           capture_output=True, text=True, timeout=30)
        return p.stdout.strip().split("\n")[0] or "none"
    except (OSError, subprocess.TimeoutExpired):
        return "none"


def run_json(out, compiler):
    path = os.path.join(out, compiler, "run.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return json.load(f).get("programs", {})


def sharing(a):
    """How many programs share one GPU at once: --jobs over --gpus."""
    return -(-a.jobs // a.gpus) if a.gpus else a.jobs


def settled(a, r):
    """An earlier verdict kept without a rerun (--keep): judged (not a
    timeout) under a limit at least this one, and timed if this run times
    (--jobs 1)."""
    return r["status"] != "timeout" and r.get("timeout_s", 0) >= a.timeout and (sharing(a) > 1 or r.get("jobs", 1) == 1)


def passing_everywhere(a):
    """--where-pass C1,C2: the programs every listed compiler's run.json passes, or None."""
    if not a.where_pass:
        return None
    sets = [{n for n, r in run_json(a.out, c).items() if r["status"] == "pass"} for c in a.where_pass.split(",")]
    return set.intersection(*sets)


def cmd_run(a):
    outdir = os.path.abspath(os.path.join(a.out, a.compiler))
    with open(os.path.join(outdir, "build.json")) as f:
        b = json.load(f)
    which = a.timer or hb_run.TIMERS[a.compiler]
    referee = a.referee or os.environ.get("HECBENCH_REFEREE")
    extra = dict(e.split("=", 1) for e in a.env)
    results = run_json(a.out, a.compiler) if a.keep else {}
    wanted = passing_everywhere(a)
    doc = {"compiler": a.compiler, "gpu": gpu_name(), "host": socket.gethostname(), "timer": which,
           "date": datetime.datetime.now().isoformat(timespec="seconds"), "command": " ".join(sys.argv),
           "offload": "MANDATORY", "timeout_s": a.timeout, "jobs": a.jobs, "gpus": a.gpus, "programs": results}
    todo = [(n, rec) for n, rec in b["programs"].items()
            if rec["built"] and not (n in results and settled(a, results[n])) and (not a.only or re.search(a.only, n))
            and (wanted is None or n in wanted)]

    # --gpus G: each of the --jobs workers runs on one GPU (CUDA_VISIBLE_DEVICES),
    # so a program's GPU is shared by ceil(jobs / G) programs at once; "jobs" in
    # its record is that number: 1 is timed, more is judged only
    gpus = queue.Queue()
    for i in range(a.jobs):
        gpus.put(i % a.gpus if a.gpus else None)

    def one(item):
        gpu = gpus.get()
        env = dict(extra, CUDA_VISIBLE_DEVICES=str(gpu)) if gpu is not None else extra
        try:
            r = hb_run.run_one(outdir, item[1], hb_run.make_timer(which, referee), a.timeout, env)
        finally:
            gpus.put(gpu)
        r.update(timeout_s=a.timeout, jobs=sharing(a))
        if gpu is not None:
            r["gpu"] = gpu
        return r

    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for r in ex.map(one, todo):
            results[r["name"]] = r
            print("%-32s %-15s %8s ms  %s" % (r["name"], r["status"], hb_hr(r["kernel_ms"]), r["why"]),
                  flush=True)
            # after every program: a run cut short keeps what it measured
            with open(os.path.join(outdir, "run.json"), "w") as f:
                json.dump(doc, f, indent=1)
    c = {}
    for r in results.values():
        c[r["status"]] = c.get(r["status"], 0) + 1
    print("%s: %s" % (a.compiler, ", ".join("%s %d" % kv for kv in sorted(c.items()))))


def hb_hr(x):
    return "-" if x is None else "%.3f" % x


def cmd_pack(a):
    """A tarball of one compiler's outputs without objects and sources."""
    tar = os.path.join(os.path.abspath(a.out), a.compiler + ".tar.xz")
    excl = ["--exclude=*.o", "--exclude=*.o2c.*", "--exclude=*.cu", "--exclude=*.cpp", "--exclude=*.cc",
            "--exclude=*.cuh", "--exclude=*.hpp", "--exclude=*.h", "--exclude=CMakeLists.txt",
            "--exclude=*.c"]
    subprocess.run(["tar", "cJf", tar] + excl + ["-C", os.path.abspath(a.out), a.compiler], check=True)
    print("%s: %.1f MB" % (tar, os.path.getsize(tar) / 1e6))


def cmd_report(a):
    print(hb_report.report(os.path.abspath(a.out)))


def cmd_compare(a):
    names = a.compilers.split(",")
    if len(names) != 2:
        sys.exit("hecbench.py compare: --compilers names two compilers (the report command "
                 "compares three)")
    first, second = names
    hb_compare.print_rows(hb_compare.compare(os.path.abspath(a.out), first, second, a.rel, a.only),
                          first, second)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("list")
    p.add_argument("src")
    p.add_argument("--only")
    p.add_argument("--every", type=int, default=1, help="every Nth program by name")
    p = sub.add_parser("build")
    p.add_argument("src")
    p.add_argument("out")
    p.add_argument("--compiler", required=True, choices=sorted(hb_build.COMPILERS))
    p.add_argument("--cc", help="compiler command (default: by --compiler)")
    p.add_argument("--only")
    p.add_argument("--every", type=int, default=1, help="every Nth program by name")
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("--timeout", type=int, default=300, help="per-program build limit, seconds")
    p = sub.add_parser("run")
    p.add_argument("out")
    p.add_argument("--compiler", required=True, choices=sorted(hb_build.COMPILERS))
    p.add_argument("--timeout", type=int, default=120, help="per run line, seconds")
    p.add_argument("--timer", choices=["ledger", "referee", "own", "none"])
    p.add_argument("--referee", help="libgputotal.so (default $HECBENCH_REFEREE)")
    p.add_argument("--env", action="append", default=[], help="VAR=VALUE for every run")
    p.add_argument("--only")
    p.add_argument("-j", "--jobs", type=int, default=1,
                   help="programs at once on the GPU (judged only: kernel times count at 1)")
    p.add_argument("--gpus", type=int, default=0,
                   help="spread the jobs over this many GPUs, one CUDA_VISIBLE_DEVICES each "
                        "(-j equal to it: every program alone on its GPU, so timed)")
    p.add_argument("--keep", action="store_true",
                   help="keep an earlier run.json's verdicts judged under at least this --timeout")
    p.add_argument("--where-pass", help="only programs every listed compiler (C1,C2) passed in earlier runs")
    p = sub.add_parser("pack")
    p.add_argument("out")
    p.add_argument("--compiler", required=True, choices=sorted(hb_build.COMPILERS))
    p = sub.add_parser("report")
    p.add_argument("out")
    p = sub.add_parser("compare")
    p.add_argument("out")
    p.add_argument("--compilers", default="omp2cuda,clang16", help="the two whose outputs to compare")
    p.add_argument("--rel", type=float, default=1e-3, help="largest relative difference that agrees")
    p.add_argument("--only")
    a = ap.parse_args()
    {"list": cmd_list, "build": cmd_build, "run": cmd_run, "pack": cmd_pack, "report": cmd_report,
     "compare": cmd_compare}[a.cmd](a)


if __name__ == "__main__":
    main()
