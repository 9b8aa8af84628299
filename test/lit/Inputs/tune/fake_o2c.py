#!/usr/bin/env python3
"""A stand-in for omp2cuda in the test of bench.py tune (bench_tune.test): its
--explain lists two kernel regions and a target data construct of fake.c;
--emit-cuda and --emit-host write text that changes only with the tune lines
that apply to a region (so the others are found to have no effect); a build
writes a program that runs fake_prog.py with the tune line it was built with."""
import os
import sys

APPLIES = {"fake.c:10:1": {"stage-rows=off", "teams-on-warps=off", "narrow-loops=off",
                           "block=64", "block=128"},
           "fake.c:20:1": {"narrow-loops=off", "block=128"}}

args = sys.argv[1:]
out = args[args.index("-o") + 1] if "-o" in args else None
tune = next((a[len("-ftune-file="):] for a in args if a.startswith("-ftune-file=")), None)
line = open(tune).read().strip() if tune else ""
if "--explain" in args:
    print("fake.c:10:1: #pragma omp target teams distribute parallel for\n"
          "  kernel o2c_fake_10: grid-stride loop\n"
          "fake.c:15:1: #pragma omp target data map(tofrom: a[0:n])\n"
          "  1 map item(s), no kernel\n"
          "fake.c:20:1: #pragma omp target teams distribute parallel for\n"
          "  kernel o2c_fake_20: grid-stride loop")
elif "--emit-cuda" in args or "--emit-host" in args:
    region, _, decision = line.partition(" ")
    with open(out, "w") as f:
        f.write("generated code%s\n" % (" " + line if decision in APPLIES.get(region, ()) else ""))
else:
    prog = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_prog.py")
    with open(out, "w") as f:
        f.write("#!/bin/sh\nexec python3 %s '%s' \"$0\"\n" % (prog, line))
    os.chmod(out, 0o755)
