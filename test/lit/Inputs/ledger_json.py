#!/usr/bin/env python3
"""Prints a ledger JSON file (OMP2CUDA_PROFILE_OUT or OMP2CUDA_INJECT_OUT) as
stable lines for FileCheck: the source, one line per region with its kind and
counts, the totals' counts, and whether each time is a number (never the
times themselves: timing is not asserted in tests)."""
import json
import sys

j = json.load(open(sys.argv[1]))
print("source %s" % j["source"])
for r in j["regions"]:
    print("region %s %s runs=%d host_runs=%d kernels=%d h2ds=%d d2hs=%d h2d_bytes=%d "
          "d2h_bytes=%d" % (r["name"], r["kind"], r["runs"], r["host_runs"], r["kernels"],
                            r["h2ds"], r["d2hs"], r["h2d_bytes"], r["d2h_bytes"]))
t = j["total"]
print("total runs=%d host_runs=%d kernels=%d h2ds=%d d2hs=%d memsets=%d"
      % (t["runs"], t["host_runs"], t["kernels"], t["h2ds"], t["d2hs"], t["memsets"]))
nums = ["gpu_total_us", "init_context_us", "init_module_us", "profiler_us", "wall_us"]
print("numbers %s" % " ".join("%s=%s" % (k, "ok" if isinstance(j[k], (int, float)) and j[k] >= 0
                                          else "BAD") for k in nums))
gt = t["kernel_us"] + t["h2d_us"] + t["d2h_us"]
print("gpu_total_is_sum %s" % ("yes" if abs(gt - j["gpu_total_us"]) < 0.01 else "NO"))
print("teardown %s" % ("null" if j["teardown_us"] is None else "seen"))
if "elided_copies" in j:
    print("elided copies=%d bytes=%d" % (j["elided_copies"], j["elided_bytes"]))
