#!/usr/bin/env python3
"""End-to-end programs on a GPU machine that has no omp2cuda build.

  test/e2e.py build OUT   compile every test/run program (by its RUN line)
                          with build/tools/omp2cuda into OUT
  test/e2e.py run OUT     run each with OMP_TARGET_OFFLOAD=MANDATORY; with
                          REFEREE=<libgputotal.so> also record the CUPTI
                          referee's kernel and copy figures per program

Each program checks itself against a host reference and prints PASS; a
program passes here when it exits 0, prints PASS, and (with the referee)
ran at least one kernel on the GPU.  A program with "// E2E-ENV: VAR=value
..." lines runs again once per line with those variables set (runtime
switches that must not change a result).
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN_DIR = os.path.join(ROOT, "test", "run")


def programs():
    for name in sorted(os.listdir(RUN_DIR)):
        path = os.path.join(RUN_DIR, name)
        if not name.endswith(".c"):
            continue
        with open(path) as f:
            for line in f:
                m = re.match(r"\s*//\s*RUN:\s*(.*?)\s*&&\s*%run", line)
                if m:
                    yield name[:-2], path, m.group(1)
                    break


def env_lines(path):
    with open(path) as f:
        return [dict(kv.split("=", 1) for kv in m.group(1).split())
                for m in (re.match(r"\s*//\s*E2E-ENV:\s*(.*)", l) for l in f) if m]


def build(out):
    os.makedirs(out, exist_ok=True)
    o2c = os.path.join(ROOT, "build", "tools", "omp2cuda")
    failed = 0
    for name, path, cmd in programs():
        cmd = (cmd.replace("%omp2cuda", o2c).replace("%s", path)
               .replace("%S", os.path.dirname(path)).replace("%t", os.path.join(out, name)))
        r = subprocess.run(cmd, shell=True)
        print(("built  " if r.returncode == 0 else "FAILED ") + name, flush=True)
        failed += r.returncode != 0
    return failed


def referee_line(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return ""


def run(out):
    env = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY")
    referee = os.environ.get("REFEREE")
    passed = failed = 0
    for name, path, _ in programs():
        exe = os.path.join(out, name)
        gpu = os.path.join(out, name + ".gputotal")
        if referee:
            env.update(CUDA_INJECTION64_PATH=referee, GPUTOTAL_OUT=gpu)
        for extra in [{}] + env_lines(path):
            r = subprocess.run([exe], env=dict(env, **extra), capture_output=True, text=True)
            ref = referee_line(gpu) if referee else ""
            kernels = re.search(r"\bkernels=([0-9]+)", ref)
            ran = not referee or (kernels is not None and int(kernels.group(1)) > 0)
            ok = r.returncode == 0 and "PASS" in r.stdout and ran
            passed += ok
            failed += not ok
            label = name + "".join(" " + k + "=" + v for k, v in extra.items())
            print("%-6s %-28s %s" % ("PASS" if ok else "FAIL", label, ref), flush=True)
            if not ok:
                print(r.stdout[-2000:] + r.stderr[-2000:], flush=True)
    print("%d passed, %d failed" % (passed, failed))
    return failed


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("build", "run"):
        sys.exit(__doc__)
    sys.exit(1 if (build if sys.argv[1] == "build" else run)(sys.argv[2]) else 0)
