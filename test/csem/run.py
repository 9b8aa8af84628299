#!/usr/bin/env python3
"""The C-semantics corpus: small programs whose target regions compute with C
whose meaning differs between C and CUDA C++, or that omp2cuda rewrites (see
README.md).  Each must print exactly what gcc's host build of it prints: its
<name>.expected, written by gcc (--regen), never by hand.

  run.py [NAME...]            gcc's output must still be <name>.expected (a
                              stale file is an error of the corpus); then
                              build each by omp2cuda (nvcc included), run it
                              (host fallback here; --gpu: on the GPU, with
                              OMP_TARGET_OFFLOAD=MANDATORY) and classify it
  run.py --regen [NAME...]    write <name>.expected from gcc's build
  run.py build OUT [NAME...]  only build by omp2cuda into OUT (for a machine
                              that has a GPU and no omp2cuda build)
  run.py run OUT [NAME...]    only run what `build` left in OUT and classify

NAME... keeps the programs whose names start with one of them.  Classes:

  pass        same output (stdout and exit status 0) as gcc's build
  wrong       accepted, and the program prints something else: the worst
  rejected    omp2cuda exits 1 with a `file:line:col: error:` of its own
              before running nvcc (acceptable only for a while)
  build-fail  nvcc or cc fails on generated code, or omp2cuda fails without
              a located error: a bug
  crash       omp2cuda or the program dies on a signal or hangs

Every program is expected to pass unless the known-failure list (xfail.txt;
xfail-gpu.txt with --gpu) names it: `<name> <class> <reason>` a line, #
comments.  The run fails (exit 1) when a program's class differs from the
list's in either direction, so that regressions show and the list stays
honest; --write-xfail rewrites the list from this run, keeping the reasons.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CLASSES = ("pass", "wrong", "rejected", "build-fail", "crash")
BUILD_TIMEOUT = 600
RUN_TIMEOUT = 60
LOCATED = re.compile(r"^\S+:\d+:\d+: error: .*$", re.M)
TOOL_FAILED = re.compile(r"^omp2cuda: error: (\S+) failed \(.*$", re.M)


def programs(names):
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".c") and (not names or any(f.startswith(n) for n in names)):
            yield f[:-2]


def source(name):
    return os.path.join(HERE, name + ".c")


def expected_path(name):
    return os.path.join(HERE, name + ".expected")


def execute(cmd, timeout, env=None):
    """(exit status or None on a time-out, stdout, stderr); a negative status
    is a signal."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                           timeout=timeout, env=env)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else ""
        return None, out, "(timed out after %d s)" % timeout


def gcc_output(name, tmp):
    """What gcc's host build prints; raises RuntimeError when it does not
    build or does not exit 0 (the program is broken, not omp2cuda)."""
    exe = os.path.join(tmp, name + ".gcc")
    cc = os.environ.get("CSEM_GCC", "gcc")
    rc, _, err = execute([cc, "-fopenmp", "-foffload=disable", "-O1", "-w", source(name),
                          "-o", exe, "-lm"], BUILD_TIMEOUT)
    if rc != 0:
        raise RuntimeError("%s: gcc failed:\n%s" % (name, err))
    rc, out, err = execute([exe], RUN_TIMEOUT, dict(os.environ, OMP_TARGET_OFFLOAD="DISABLED"))
    if rc != 0:
        raise RuntimeError("%s: gcc's build exits %s:\n%s" % (name, rc, err))
    return out


def build_o2c(omp2cuda, name, exe):
    """(class or None when built, detail)."""
    rc, _, err = execute([omp2cuda, "-O2", source(name), "-o", exe, "-lm"], BUILD_TIMEOUT)
    if rc == 0:
        return None, ""
    if rc is None or rc < 0 or rc > 1:
        return "crash", "omp2cuda: " + (err.strip().splitlines() or ["?"])[-1]
    tool = TOOL_FAILED.search(err)
    if tool:
        first = [l for l in err.splitlines() if "error" in l and not l.startswith("omp2cuda:")]
        line = first[0].strip() if first else tool.group(0)
        return "build-fail", "%s: %s" % (os.path.basename(tool.group(1)),
                                          line.replace(HERE + "/", "")[:160])
    located = LOCATED.search(err)
    if located:
        return "rejected", located.group(0).replace(HERE + "/", "")
    return "build-fail", "no located error: " + (err.strip().splitlines() or ["?"])[0]


def run_o2c(name, exe, gpu):
    """(class, detail) of a built program's run against <name>.expected."""
    env = dict(os.environ)
    if gpu:
        env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
    rc, out, err = execute([exe], RUN_TIMEOUT, env)
    if rc is None or rc < 0:
        return "crash", "signal %d" % -rc if rc else err
    with open(expected_path(name)) as f:
        want = f.read()
    if rc != 0:
        return "wrong", "exit status %d: %s" % (rc, (err.strip().splitlines() or [""])[-1])
    if out == want:
        return "pass", ""
    got_l, want_l = out.splitlines(), want.splitlines()
    for i in range(max(len(got_l), len(want_l))):
        g = got_l[i] if i < len(got_l) else "<end>"
        w = want_l[i] if i < len(want_l) else "<end>"
        if g != w:
            return "wrong", "line %d: got '%s', gcc '%s'" % (i + 1, g, w)
    return "wrong", "output differs"


def read_xfail(path):
    known = {}
    if os.path.exists(path):
        with open(path) as f:
            for n, line in enumerate(f, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                parts = line.split(None, 2)
                if len(parts) < 2 or parts[1] not in CLASSES[1:]:
                    sys.exit("%s:%d: expected '<name> <class> <reason>'" % (path, n))
                known[parts[0]] = (parts[1], parts[2] if len(parts) > 2 else "")
    return known


def write_xfail(path, results, known):
    head = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if not line.startswith("#"):
                    break
                head.append(line)
    with open(path, "w") as f:
        f.writelines(head)
        for name in sorted(set(results) | set(known)):
            old = known.get(name)
            cls, detail = results.get(name, old)
            if cls != "pass":
                reason = old[1] if old and old[1] and old[0] == cls else detail
                f.write("%s %s %s\n" % (name, cls, reason))


def report(results, known, complete):
    """Prints the table; returns how many programs differ from the list."""
    bad = 0
    counts = dict.fromkeys(CLASSES, 0)
    for name in sorted(results):
        cls, detail = results[name]
        counts[cls] += 1
        want = known.get(name, ("pass", ""))[0]
        mark = ""
        if cls != want:
            bad += 1
            mark = "  <-- UNEXPECTED (xfail list says %s)" % want
        print("%-10s %-36s %s%s" % (cls, name, detail, mark))
    if complete:
        for name in sorted(set(known) - set(results)):
            bad += 1
            print("xfail.txt names %s, which is not in the corpus  <-- UNEXPECTED" % name)
    print("\n%d programs: " % len(results) + ", ".join("%d %s" % (counts[c], c) for c in CLASSES))
    if bad:
        print("%d unexpected: fix the regression, or update the known-failure list" % bad)
    return bad


def parallel(fn, names, jobs):
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        return dict(zip(names, pool.map(fn, names)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("words", nargs="*", help="[build OUT | run OUT] [NAME...]")
    ap.add_argument("--omp2cuda", default=os.path.join(ROOT, "build", "tools", "omp2cuda"))
    ap.add_argument("--gpu", action="store_true", help="run with OMP_TARGET_OFFLOAD=MANDATORY")
    ap.add_argument("--xfail", help="known-failure list (default xfail.txt, xfail-gpu.txt)")
    ap.add_argument("--write-xfail", action="store_true")
    ap.add_argument("--regen", action="store_true", help="write the .expected files by gcc")
    ap.add_argument("--tmp", help="folder for the builds (default: a temporary one)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()

    mode, out = None, None
    words = a.words
    if words and words[0] in ("build", "run"):
        if len(words) < 2:
            ap.error("%s needs an output folder" % words[0])
        mode, out, words = words[0], words[1], words[2:]
    names = list(programs(words))
    if not names:
        ap.error("no program matches")
    xfail = a.xfail or os.path.join(HERE, "xfail-gpu.txt" if a.gpu else "xfail.txt")

    tmp_owned = not (a.tmp or out)
    tmp = out or a.tmp or tempfile.mkdtemp(prefix="csem-")
    os.makedirs(tmp, exist_ok=True)
    try:
        if a.regen:
            for name, text in parallel(lambda n: gcc_output(n, tmp), names, a.jobs).items():
                with open(expected_path(name), "w") as f:
                    f.write(text)
            print("wrote %d .expected files" % len(names))
            return 0

        if mode == "build":
            for n in names:
                for stale in (os.path.join(tmp, n), os.path.join(tmp, n + ".class")):
                    if os.path.exists(stale):
                        os.remove(stale)
            res = parallel(lambda n: build_o2c(a.omp2cuda, n, os.path.join(tmp, n)), names, a.jobs)
            for name, (cls, detail) in sorted(res.items()):
                print("%-10s %-36s %s" % (cls or "built", name, detail))
                if cls:
                    with open(os.path.join(tmp, name + ".class"), "w") as f:
                        f.write("%s %s\n" % (cls, detail))
            return 0

        def one(name):
            exe = os.path.join(tmp, name)
            if mode == "run":
                mark = exe + ".class"
                if os.path.exists(mark):
                    with open(mark) as f:
                        return tuple(f.read().rstrip("\n").split(" ", 1))
                if not os.path.exists(exe):
                    return "build-fail", "not built: " + exe
            else:
                with open(expected_path(name)) as f:
                    if gcc_output(name, tmp) != f.read():
                        raise RuntimeError("%s: gcc's output is not %s.expected (run.py "
                                           "--regen %s)" % (name, name, name))
                cls, detail = build_o2c(a.omp2cuda, name, exe)
                if cls:
                    return cls, detail
            return run_o2c(name, exe, a.gpu)

        try:
            results = parallel(one, names, a.jobs)
        except (RuntimeError, FileNotFoundError) as e:
            print("error in the corpus: %s" % e)
            return 2
        known = read_xfail(xfail)
        if a.write_xfail:
            write_xfail(xfail, results, known)
            known = read_xfail(xfail)
        return 1 if report(results, known, not words) else 0
    finally:
        if tmp_owned:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
