#!/usr/bin/env python3
"""A stand-in for a benchmark built by omp2cuda (bench_tune.test): writes a
built-in ledger file (OMP2CUDA_PROFILE_OUT) of made-up kernel times for two
regions, by the tune line it was built with, and prints the RESULT line.  The
noise is the same sequence for every build (a run counter kept beside the
program), so builds that change nothing give identical samples."""
import json
import os
import sys

line, exe = sys.argv[1], sys.argv[2]
counter = exe + ".runs"
k = int(open(counter).read()) if os.path.exists(counter) else 0
open(counter, "w").write(str(k + 1))
noise = (k * 37) % 100
times = {"fake.c:10:1": 2000.0, "fake.c:20:1": 5000.0}
effect = {  # the region's time, or (its time, the other region's time)
    "fake.c:10:1 block=128": 1500.0,            # faster: the winner
    "fake.c:10:1 stage-rows=off": 1800.0,       # faster, not as fast
    "fake.c:10:1 narrow-loops=off": 2500.0,     # slower
    "fake.c:10:1 teams-on-warps=off": (1000.0, 9000.0),  # faster here, the program slower
    "fake.c:20:1 block=128": 5000.0,            # the same
    "fake.c:20:1 narrow-loops=off": 4000.0,     # faster: the winner
}
verify = "FAIL" if line == "fake.c:10:1 block=64" else "PASS"  # never counts
if line in effect:
    region = line.split()[0]
    e = effect[line]
    times[region] = e[0] if isinstance(e, tuple) else e
    if isinstance(e, tuple):
        other = [r for r in times if r != region][0]
        times[other] = e[1]
regions = [{"name": n, "kind": "kernel", "runs": 1, "kernels": 1, "kernel_us": t + noise}
           for n, t in times.items()]
kernel = sum(r["kernel_us"] for r in regions)
total = {"gpu_total_us": kernel, "kernel_us": kernel, "h2d_us": 0.0, "d2h_us": 0.0,
         "memset_us": 0.0, "d2d_us": 0.0, "other_us": 0.0, "kernels": 2, "h2ds": 0,
         "d2hs": 0, "h2d_bytes": 0, "d2h_bytes": 0}
with open(os.environ["OMP2CUDA_PROFILE_OUT"], "w") as f:
    json.dump({"source": "fake", "regions": regions, "total": total, "gpu_total_us": kernel,
               "init_context_us": 0.0, "init_module_us": 0.0, "teardown_us": 0.0,
               "wall_us": 0.0}, f)
print("RESULT app=fake verify=%s" % verify)
