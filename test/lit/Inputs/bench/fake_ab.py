"""Writes a made-up saved result of `bench.py --env-ab OMP2CUDA_INNER_LANES=off
OMP2CUDA_INNER_LANES=on --bin lud` to argv[2], built from the saved runs in
argv[1]: ten timed runs a side (a warm-up each), the second environment's
kernels 0.337 times the first's, copies the same.  The figures are made up."""
import json
import random
import sys

saved = json.load(open(sys.argv[1]))
a, b = "OMP2CUDA_INNER_LANES=off", "OMP2CUDA_INNER_LANES=on"
cfg = saved["config"]
cfg.update(mode="environments %s vs %s" % (a, b), metric="gpu_total_us",
           argv=["bench.py", "--env-ab", a, b, "--bin", "lud"])
rng = random.Random(1)
runs, cells = [], []
for variant, scale in ((a, 1.0), (b, 0.337)):
    for rnd in range(11):
        k = 1000 * scale * (1 + 0.01 * rng.random())
        h, d = 200 * (1 + 0.01 * rng.random()), 150 * (1 + 0.01 * rng.random())
        run = dict(saved["runs"][0], app="lud", variant=variant, round=rnd, warmup=rnd == 0,
                   kernel_us=k, h2d_us=h, d2h_us=d, gpu_total_us=k + h + d,
                   gpu_total_dma_us=k + h + d)
        runs.append(run)
    cells.append({"app": "lud", "variant": variant, "ok": 10, "failed": 0, "argv": ["lud"],
                  "env": {}, "stats": {}})
saved.update(runs=runs, cells=cells, comparisons=[])
json.dump(saved, open(sys.argv[2], "w"))
