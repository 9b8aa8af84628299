#!/usr/bin/env python3
"""A stand-in for omp2cuda in the test of bench.py tune --search evo
(bench_tune_evo_runs.test): its --explain lists two kernel regions of fake.c;
--emit-cuda and --emit-host write text that holds, per region, only the tune
decisions APPLIES lists (the others leave the code as it is); a build appends
a line to $EVO_BUILD_LOG and writes a program that runs evo_prog.py with the
tune file it was built with."""
import os
import sys

APPLIES = {"fake.c:10:1": {"stage-rows=off", "tile-loops=off", "block=64", "block=128",
                           "block=256"},
           "fake.c:20:1": {"narrow-loops=off", "block=128", "block=256"}}

args = sys.argv[1:]
out = args[args.index("-o") + 1] if "-o" in args else None
tune = next((a[len("-ftune-file="):] for a in args if a.startswith("-ftune-file=")), None)
lines = [ln.split("#", 1)[0].split() for ln in open(tune)] if tune else []
if "--explain" in args:
    print("fake.c:10:1: #pragma omp target teams distribute parallel for\n"
          "  kernel o2c_fake_10: grid-stride loop\n"
          "fake.c:20:1: #pragma omp target teams distribute parallel for\n"
          "  kernel o2c_fake_20: grid-stride loop")
elif "--emit-cuda" in args or "--emit-host" in args:
    with open(out, "w") as f:
        for tok in lines:
            if tok:
                f.write("%s %s\n" % (tok[0], " ".join(sorted(d for d in tok[1:]
                                                            if d in APPLIES.get(tok[0], ())))))
else:
    with open(os.environ["EVO_BUILD_LOG"], "a") as f:
        f.write("build %s\n" % out)
    prog = os.path.join(os.path.dirname(os.path.abspath(__file__)), "evo_prog.py")
    with open(out, "w") as f:
        f.write("#!/bin/sh\nexec python3 %s '%s'\n" % (prog, os.path.abspath(tune)))
    os.chmod(out, 0o755)
