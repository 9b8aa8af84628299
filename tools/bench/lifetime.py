#!/usr/bin/env python3
"""lifetime.py: process wall-clock of one-kernel programs, start to exit.

  lifetime.py [-n RUNS] 'PROG' ['K=V PROG' ...]

Each program may be preceded, in its one argument, by environment
settings (OMP2CUDA_TEARDOWN=full ./life).

Runs the programs in rounds (each round every program once, in a shuffled
order, 0.2 s apart), drops the first round, and prints min and median wall
milliseconds per program, with the Mann-Whitney verdict of each program
against the first.  A run counts only when it exits 0 and prints PASS.
"""
import argparse
import os
import random
import shlex
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stats  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", "--runs", type=int, default=20)
    ap.add_argument("progs", nargs="+")
    a = ap.parse_args()
    times = {p: [] for p in a.progs}
    rng = random.Random(1)
    for r in range(a.runs + 1):
        order = list(a.progs)
        rng.shuffle(order)
        for p in order:
            time.sleep(0.2)
            t = time.perf_counter()
            words = shlex.split(p)
            env = dict(os.environ, **dict(w.split("=", 1) for w in words[:-1]))
            out = subprocess.run(words[-1:], env=env, capture_output=True, text=True)
            t = (time.perf_counter() - t) * 1e3
            if out.returncode or "PASS" not in out.stdout:
                sys.exit("lifetime.py: %s failed: %s" % (p, out.stdout + out.stderr))
            if r:
                times[p].append(t)
    base = times[a.progs[0]]
    for p in a.progs:
        t = sorted(times[p])
        if p == a.progs[0]:
            verdict = "baseline"
        else:
            c = stats.compare(base, t)
            verdict = "%s(ratio=%.3f,p=%.2g)" % (c["verdict"], c["ratio"], c["p"])
        print("LIFETIME prog=%s runs=%d min_ms=%.2f median_ms=%.2f vs_first=%s"
              % (p.replace(" ", ","), len(t), t[0], t[len(t) // 2], verdict))


if __name__ == "__main__":
    main()
