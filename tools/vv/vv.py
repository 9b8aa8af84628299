#!/usr/bin/env python3
"""Conformance harness: the C and C++ tests of the OpenMP validation suite
(SOLLVE VV, github.com/SOLLVE/sollve_vv), built as published by omp2cuda and
omp2cuda++ and run.

The suite is never part of this repository: give the path of a checkout.

  vv.py build SUITE VERSION OUT   build every C and C++ test of
                                  SUITE/tests/VERSION into OUT (one line of
                                  OUT/build.tsv each); --lang c or --lang c++
                                  builds one language's tests only
  vv.py run OUT [--gpu]           run what `build` left in OUT: in the host fallback
                                  (OMP_TARGET_OFFLOAD=DISABLED), or with --gpu
                                  on the device (MANDATORY); OUT/run-<mode>.tsv.
                                  A test test_<name>_env_<value>.c runs with
                                  <NAME>=<value>, as the suite's Makefile runs it
  vv.py report OUT [--gpu]        a table per language and the summary by
                                  first error, as Markdown, on stdout
  vv.py all SUITE VERSION OUT     build, run (host; also GPU with --gpu),
                                  report

Each test is built the way the suite's Makefile builds it with
LINK_OMPVV_LIB=1: the test file, -I SUITE/ompvv, the suite's static library
(ompvv/libompvv.c, itself holding a target region, built by omp2cuda -c
into OUT/libompvv.a), -lm.  A C++ test (.cpp) is built as the Makefile's
C++ rule builds it: omp2cuda++ (beside --omp2cuda, or --omp2cuda++), the
test file, -I SUITE/ompvv, -lm, without the library.  Classes:

  pass        exit 0, and with --gpu the test ran on the device where it
              reports where it ran ("Test passed on the device")
  host-only   exit 0 with --gpu, but the test says it ran on the host (where
              its own environment does not set OMP_TARGET_OFFLOAD=DISABLED)
  wrong       the test ran and reports failure (non-zero exit)
  crash       the program dies on a signal or does not finish in time
  refused     the program stops with the runtime's located error (what it
              asks of the device cannot be done: nothing maps a pointer
              it reads through), before the test reports anything
  rejected    omp2cuda exits 1 with a located error of its own
  build-fail  nvcc or cc fails on generated code, or omp2cuda fails
              without a located error, or omp2cuda crashes: a bug
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILD_TIMEOUT = 600
RUN_TIMEOUT = 30
LOCATED = re.compile(r"^(\S+):(\d+):(\d+): error: (.*)$", re.M)
TOOL_FAILED = re.compile(r"^omp2cuda: error: (\S+) failed \(.*$", re.M)
ORDER = ("pass", "host-only", "wrong", "crash", "refused", "rejected", "build-fail", "not-run")


LANGS = {"c": ".c", "c++": ".cpp"}


def lang_of(test):
    return "c++" if test.endswith(".cpp") else "c"


def tests(suite, version, langs):
    top = os.path.join(suite, "tests", version)
    for d, _, files in os.walk(top):
        for f in files:
            if any(f.endswith(LANGS[l]) for l in langs):
                yield os.path.relpath(os.path.join(d, f), top)


def exe_name(test):
    """The executable of a test: its path without the extension, C++
    tests keeping theirs (a.c and a.cpp may both exist)."""
    base = test[:-2] if lang_of(test) == "c" else test.replace(".", "_")
    return base.replace("/", "__")


def execute(cmd, timeout, env=None, cwd=None):
    """(exit status, or None on a time-out; stdout; stderr)."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                           timeout=timeout, env=env, cwd=cwd)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return None, "", "(timed out after %d s)" % timeout


def one_line(s, n=200):
    return " ".join(s.split())[:n]


def build_one(args, test):
    src = os.path.join(args.suite, "tests", args.version, test)
    exe = os.path.join(args.out, "bin", exe_name(test))
    if lang_of(test) == "c++":
        cmd = [args.omp2cuda_cxx, "-O2", "-I", os.path.join(args.suite, "ompvv"), src, "-o", exe, "-lm"]
    else:
        cmd = [args.omp2cuda, "-O2", "-I", os.path.join(args.suite, "ompvv"), src, "-o", exe,
               "-L", args.out, "-lompvv", "-lm"]
    rc, _, err = execute(cmd, BUILD_TIMEOUT)
    with open(os.path.join(args.out, "log", exe_name(test) + ".build"), "w") as f:
        f.write(" ".join(cmd) + "\n" + err)
    if rc == 0:
        return "built", ""
    if rc is None or rc < 0 or rc > 1:
        return "build-fail", "omp2cuda exit %s: %s" % (rc, one_line((err.strip().splitlines() or ["?"])[-1]))
    tool = TOOL_FAILED.search(err)
    if tool:
        first = [l for l in err.splitlines() if "error" in l and not l.startswith("omp2cuda:")]
        return "build-fail", "%s: %s" % (os.path.basename(tool.group(1)),
                                          one_line(first[0] if first else tool.group(0)))
    m = LOCATED.search(err)
    if m:
        return "rejected", "%s:%s: %s" % (os.path.basename(m.group(1)), m.group(2), one_line(m.group(4)))
    return "build-fail", "no located error: " + one_line((err.strip().splitlines() or ["?"])[0])


def test_env(test):
    """The variable the suite's Makefile sets for a test named
    test_<name>_env_<value>.c (its run rule, through run_test.sh --env):
    <NAME>=<value>, the name upper-cased, as its sed and tr derive them."""
    m = re.match(r"test_(.*)_env_([^.]*)", os.path.basename(test))
    return {m.group(1).upper(): m.group(2)} if m else {}


def run_one(args, test):
    exe = os.path.join(args.out, "bin", exe_name(test))
    env = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY" if args.gpu else "DISABLED")
    env.update(test_env(test))
    rc, out, err = execute([exe], RUN_TIMEOUT, env, cwd=os.path.join(args.out, "bin"))
    with open(os.path.join(args.out, "log", exe_name(test) + (".gpu" if args.gpu else ".host")), "w") as f:
        f.write("exit %s\n--- stdout\n%s\n--- stderr\n%s" % (rc, out, err))
    if rc is None or rc < 0:
        return "crash", "signal %d" % -rc if rc else "timed out after %d s" % RUN_TIMEOUT
    if rc != 0:
        lines = [l for l in (err + out).splitlines() if l.strip()]
        refusal = re.search(r"^omp2cuda: \S+:\d+:\d+: error: (.*)$", err, re.M)
        if refusal and "OMPVV_RESULT" not in out:
            return "refused", one_line(refusal.group(1))
        return "wrong", "exit %d: %s" % (rc, one_line(lines[-1] if lines else ""))
    if args.gpu and "Test passed on the host" in out and env.get("OMP_TARGET_OFFLOAD") != "DISABLED":
        return "host-only", "the test reports it ran on the host"
    return "pass", ""


def parallel(fn, items, jobs):
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        return dict(zip(items, pool.map(fn, items)))


def write_tsv(path, results):
    with open(path, "w") as f:
        for t in sorted(results):
            f.write("%s\t%s\t%s\n" % (t, results[t][0], results[t][1]))


def read_tsv(path):
    res = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                t, cls, detail = (line.rstrip("\n").split("\t") + ["", ""])[:3]
                res[t] = (cls, detail)
    return res


def do_build(args):
    for d in ("bin", "log"):
        os.makedirs(os.path.join(args.out, d), exist_ok=True)
    lib_o = os.path.join(args.out, "libompvv.o")
    rc, _, err = execute([args.omp2cuda, "-O2", "-c", "-I", os.path.join(args.suite, "ompvv"),
                          os.path.join(args.suite, "ompvv", "libompvv.c"), "-o", lib_o], BUILD_TIMEOUT)
    if rc != 0:
        sys.exit("vv.py: the suite's library did not build:\n" + err)
    lib = os.path.join(args.out, "libompvv.a")
    if os.path.exists(lib):
        os.remove(lib)
    if execute(["ar", "rcs", lib, lib_o], 60)[0] != 0:
        sys.exit("vv.py: ar failed on " + lib_o)
    names = sorted(tests(args.suite, args.version, args.langs))
    if args.only:
        names = [t for t in names if any(o in t for o in args.only)]
    res = parallel(lambda t: build_one(args, t), names, args.jobs)
    partial = args.only or len(args.langs) < len(LANGS)
    old = read_tsv(os.path.join(args.out, "build.tsv")) if partial else {}
    old.update(res)
    write_tsv(os.path.join(args.out, "build.tsv"), old)
    with open(os.path.join(args.out, "suite.txt"), "w") as f:
        rev = execute(["git", "-C", args.suite, "rev-parse", "HEAD"], 30)[1].strip()
        packed = os.path.join(args.suite, ".vv-rev")  # a copy test/device_run.sh packed
        if os.path.exists(packed):
            with open(packed) as p:
                rev = p.read().strip()
        f.write("%s %s %s\n" % (args.suite, rev, args.version))
    n = collections.Counter(c for c, _ in res.values())
    print("built %d of %d (%s)" % (n["built"], len(res), ", ".join("%d %s" % (v, k) for k, v in n.items())))


def do_run(args):
    os.makedirs(os.path.join(args.out, "log"), exist_ok=True)
    built = read_tsv(os.path.join(args.out, "build.tsv"))
    names = sorted(t for t, (c, _) in built.items() if c == "built" and lang_of(t) in args.langs)
    if args.only:
        names = [t for t in names if any(o in t for o in args.only)]
    res = parallel(lambda t: run_one(args, t), names, args.jobs)
    path = os.path.join(args.out, "run-%s.tsv" % ("gpu" if args.gpu else "host"))
    old = read_tsv(path) if args.only or len(args.langs) < len(LANGS) else {}
    old.update(res)
    write_tsv(path, old)
    n = collections.Counter(c for c, _ in res.values())
    print("ran %d (%s)" % (len(res), ", ".join("%d %s" % (v, k) for k, v in n.items())))


def feature(detail):
    """A first error with the names of the test masked, to group by."""
    msg = detail.split(": ", 1)[-1]
    msg = re.sub(r"'[^']*'", lambda m: m.group(0) if "omp" in m.group(0) or "#" in m.group(0)
                 else "'...'", msg)
    return re.sub(r"\d+", "N", msg)[:150]


def report_table(final, modes, lang, version):
    """The classes of one language's tests, a column per mode."""
    mine = [t for t in final if lang_of(t) == lang]
    if not mine:
        return
    print("### %s tests, OpenMP %s\n" % ("C++" if lang == "c++" else "C", version))
    print("| class | " + " | ".join(modes) + " |")
    print("|---|" + "---|" * len(modes))
    for cls in ORDER:
        counts = [sum(1 for t in mine if final[t][m][0] == cls) for m in modes]
        if any(counts):
            print("| %s | %s |" % (cls, " | ".join(map(str, counts))))
    print("| total | %s |\n" % " | ".join(str(len(mine)) for _ in modes))


def do_report(args):
    built = read_tsv(os.path.join(args.out, "build.tsv"))
    modes = [m for m in ("host", "gpu") if (m == "gpu") == args.gpu or
             os.path.exists(os.path.join(args.out, "run-%s.tsv" % m))]
    runs = {m: read_tsv(os.path.join(args.out, "run-%s.tsv" % m)) for m in modes}
    final = {}
    for t, (c, d) in built.items():
        final[t] = {m: (c, d) if c != "built" else runs[m].get(t, ("not-run", "")) for m in modes}
    with open(os.path.join(args.out, "suite.txt")) as f:
        suite = f.read().strip()
    print("Suite: `%s`\n" % suite)
    for lang in LANGS:
        report_table(final, modes, lang, suite.split()[-1])
    last = modes[-1]
    groups = collections.defaultdict(list)
    for t in final:
        cls, d = final[t][last]
        if cls != "pass":
            groups[(cls, feature(d) if cls in ("rejected", "refused", "build-fail") else cls)].append(t)
    print("## Not passing (%s), by first error\n" % last)
    for (cls, f), ts in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("- %d %s: %s  \n  %s" % (len(ts), cls, f, ", ".join(sorted(os.path.basename(t) for t in ts))))
    print("\n## Every test\n")
    print("| test | " + " | ".join(modes) + " | detail |")
    print("|---|" + "---|" * len(modes) + "---|")
    for t in sorted(final):
        print("| %s | %s | %s |" % (t, " | ".join(final[t][m][0] for m in modes),
                                   final[t][last][1].replace("|", "\\|")))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", choices=("build", "run", "report", "all"))
    ap.add_argument("args", nargs="+", help="SUITE VERSION OUT | OUT")
    ap.add_argument("--omp2cuda", default=os.path.join(ROOT, "build", "tools", "omp2cuda"))
    ap.add_argument("--omp2cuda++", dest="omp2cuda_cxx",
                    help="the C++ driver (default: omp2cuda++ beside --omp2cuda)")
    ap.add_argument("--lang", choices=("c", "c++", "all"), default="all",
                    help="the tests of one language (default: both)")
    ap.add_argument("--gpu", action="store_true")
    ap.add_argument("--only", action="append", help="tests whose path contains this")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    args = ap.parse_args()
    args.langs = list(LANGS) if args.lang == "all" else [args.lang]
    if not args.omp2cuda_cxx:
        args.omp2cuda_cxx = args.omp2cuda + "++"
    if args.cmd in ("build", "all"):
        if len(args.args) != 3:
            ap.error("%s takes SUITE VERSION OUT" % args.cmd)
        args.suite, args.version, args.out = args.args
        args.suite = os.path.abspath(args.suite)
        args.omp2cuda = os.path.abspath(args.omp2cuda)
        args.omp2cuda_cxx = os.path.abspath(args.omp2cuda_cxx)
    else:
        if len(args.args) != 1:
            ap.error("%s takes OUT" % args.cmd)
        args.out = args.args[0]
    args.out = os.path.abspath(args.out)
    if args.cmd in ("build", "all"):
        do_build(args)
    if args.cmd == "run":
        do_run(args)
    if args.cmd == "all":
        gpu = args.gpu
        args.gpu = False
        do_run(args)
        if gpu:
            args.gpu = True
            do_run(args)
    if args.cmd == "report":
        do_report(args)


if __name__ == "__main__":
    sys.exit(main())
