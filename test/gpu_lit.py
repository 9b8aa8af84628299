#!/usr/bin/env python3
"""The lit tests that say "REQUIRES: gpu", on a GPU machine that has no
omp2cuda build (no libclang there).

  test/gpu_lit.py build OUT   run each test's compile lines (those calling
                              %omp2cuda) here, into OUT; write the rest of its
                              RUN lines to OUT/<test>/run.sh
  test/gpu_lit.py run OUT     run every OUT/<test>/run.sh there; FileCheck
                              and not (and FileCheck's libz3) are taken from
                              OUT/bin, copied there at build

Substitutions are lit's for this project (test/lit.cfg.py with -Dgpu=1):
%s %S %t %unit %omp2cuda %run.  Paths inside the tree are written relative
to the repository root, so OUT can be carried with the working tree.  A test
passes when every line of its run.sh exits 0 (each runs under "set -e -o
pipefail", as lit's external shell does).
"""
import os
import re
import shutil
import subprocess
import sys

from litsubst import substitute

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEST_DIRS = ["test/lit", "test/unit"]
TOOLS = "/usr/lib/llvm-16/bin"
LIBS = ["/lib/x86_64-linux-gnu/libz3.so.4"]


def run_lines(path):
    """RUN lines of one test, continuations ('\\' at the end) joined."""
    lines, cur = [], ""
    with open(path) as f:
        for l in f:
            m = re.search(r"(?://|;|#)\s*RUN:\s?(.*)$", l)
            if not m:
                continue
            cur += m.group(1).rstrip()
            if cur.endswith("\\"):
                cur = cur[:-1] + " "
                continue
            lines.append(cur)
            cur = ""
    return lines


def gpu_tests():
    for d in TEST_DIRS:
        for name in sorted(os.listdir(os.path.join(ROOT, d))):
            path = os.path.join(d, name)
            if not name.endswith((".c", ".cpp", ".test")):
                continue
            with open(os.path.join(ROOT, path)) as f:
                text = f.read()
            if re.search(r"REQUIRES:.*\bgpu\b", text) and run_lines(os.path.join(ROOT, path)):
                yield path


def subst(line, path, tdir):
    """lit's substitutions, relative to the repository root."""
    return substitute(line, path, os.path.join(tdir, os.path.basename(path) + ".tmp"),
                      "build/tools/omp2cuda")


def build(out):
    bin_dir = os.path.join(out, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    for tool in ("FileCheck", "not"):
        shutil.copy(os.path.join(TOOLS, tool), bin_dir)
    # FileCheck's libraries that a bare machine may lack
    for lib in LIBS:
        if os.path.exists(lib):
            shutil.copy(lib, bin_dir)
    failed = 0
    for path in gpu_tests():
        tdir = os.path.join(out, path.replace("/", "_"))
        os.makedirs(tdir, exist_ok=True)
        rest = []
        for line in run_lines(os.path.join(ROOT, path)):
            cmd = subst(line, path, tdir)
            if "%omp2cuda" in line:
                r = subprocess.run(cmd, shell=True, cwd=ROOT)
                if r.returncode:
                    print("FAILED to build %s: %s" % (path, cmd))
                    failed += 1
            else:
                rest.append(cmd)
        with open(os.path.join(tdir, "run.sh"), "w") as f:
            f.write("set -e -o pipefail\n# %s\n" % path)
            f.writelines("%s\n" % c for c in rest)
        print("built  %s (%d lines to run)" % (path, len(rest)), flush=True)
    return failed


def run(out):
    env = dict(os.environ)
    bin_dir = os.path.abspath(os.path.join(out, "bin"))
    env["PATH"] = bin_dir + os.pathsep + env["PATH"]
    env["LD_LIBRARY_PATH"] = bin_dir + os.pathsep + env.get("LD_LIBRARY_PATH", "")
    passed = failed = 0
    for tdir in sorted(os.listdir(out)):
        script = os.path.join(out, tdir, "run.sh")
        if not os.path.exists(script):
            continue
        r = subprocess.run(["bash", script], cwd=ROOT, env=env, capture_output=True, text=True)
        ok = r.returncode == 0
        passed, failed = passed + ok, failed + (not ok)
        print(("PASS " if ok else "FAIL ") + tdir, flush=True)
        if not ok:
            print(r.stdout[-3000:] + r.stderr[-3000:])
    print("%d passed, %d failed" % (passed, failed))
    return failed != 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("build", "run"):
        sys.exit(__doc__)
    sys.exit(build(sys.argv[2]) if sys.argv[1] == "build" else run(sys.argv[2]))
