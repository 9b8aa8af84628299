#!/usr/bin/env python3
"""A stand-in for a benchmark built by evo_o2c.py (bench_tune_evo_runs.test):
its kernel time is the table's ($EVO_TABLE, the format of bench.py tune
--search evo --fake-measure) for the decisions of the tune file it was built
with, written as a built-in ledger file (OMP2CUDA_PROFILE_OUT); a decision in
the table's "fail" list prints verify=FAIL.  Each run appends a line to
$EVO_RUN_LOG.  The figures are made up, not timings."""
import json
import os
import sys

table = json.load(open(os.environ["EVO_TABLE"]))
have = set()
for line in open(sys.argv[1]):
    tok = line.split("#", 1)[0].split()
    have |= {"%s %s" % (tok[0], d) for d in tok[1:]}
with open(os.environ["EVO_RUN_LOG"], "a") as f:
    f.write("run %s\n" % sys.argv[1])
k = sum(1 for _ in open(os.environ["EVO_RUN_LOG"]))
us = table["base"] + sum(v for d, v in table["effects"].items() if d in have)
us += sum(v for d, v in table.get("pairs", {}).items()
          if all(p.strip() in have for p in d.split("+")))
us += table.get("noise", 0.0) * ((k * 37) % 100) / 100.0
total = {"gpu_total_us": us, "kernel_us": us, "h2d_us": 0.0, "d2h_us": 0.0, "memset_us": 0.0,
         "d2d_us": 0.0, "other_us": 0.0, "kernels": 2, "h2ds": 0, "d2hs": 0, "h2d_bytes": 0,
         "d2h_bytes": 0}
with open(os.environ["OMP2CUDA_PROFILE_OUT"], "w") as f:
    json.dump({"source": "fake", "regions": [], "total": total, "init_context_us": 0.0,
               "init_module_us": 0.0, "teardown_us": 0.0, "wall_us": 0.0}, f)
bad = any(d in have for d in table.get("fail", []))
print("RESULT app=fake verify=%s" % ("FAIL" if bad else "PASS"))
