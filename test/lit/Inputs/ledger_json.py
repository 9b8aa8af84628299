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
# Staged copies (the ring of pinned chunks): counted in h2d/d2h once each,
# with the host's wait; their pieces' DMA apart (null: not measured, with
# CUDA events).
st = {k: t[k] for k in t if k.startswith("staged_")}
print("staged h2ds=%d h2d_bytes=%d h2d_dmas=%d d2hs=%d d2h_bytes=%d d2h_dmas=%d dma=%s"
      % (t["staged_h2ds"], t["staged_h2d_bytes"], t["staged_h2d_dmas"], t["staged_d2hs"],
         t["staged_d2h_bytes"], t["staged_d2h_dmas"],
         "null" if t["staged_h2d_dma_us"] is None else "known"))
inside = all(t["staged_%ss" % d] <= t["%ss" % d] and t["staged_%s_bytes" % d] <= t["%s_bytes" % d]
             and t["staged_%s_us" % d] <= t["%s_us" % d] + 0.01 for d in ("h2d", "d2h"))
print("staged_within_copies %s" % ("yes" if inside else "NO"))
regions = all(abs(sum(r[k] or 0 for r in j["regions"]) - (v or 0)) < 0.01 * len(j["regions"]) + 0.01
              for k, v in st.items())
print("staged_regions_sum %s" % ("yes" if regions else "NO"))
if t["gpu_total_dma_us"] is None:
    print("gpu_total_dma null")
else:
    g = (t["gpu_total_us"] - t["staged_h2d_us"] - t["staged_d2h_us"] + t["staged_h2d_dma_us"]
         + t["staged_d2h_dma_us"])
    print("gpu_total_dma_is_sum %s" % ("yes" if abs(g - t["gpu_total_dma_us"]) < 0.01 else "NO"))
    print("host_wait_covers_dma %s" % ("yes" if all(
        t["staged_%s_us" % d] >= t["staged_%s_dma_us" % d] for d in ("h2d", "d2h")) else "NO"))
