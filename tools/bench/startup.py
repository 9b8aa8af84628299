#!/usr/bin/env python3
"""Fresh-process start-up, interleaved: each configuration's program
(tools/bench/startup.c built by a compiler) run REPS times as a new
process, configurations in turn, and the min and median of each field
it prints, and of the process's whole life as seen from here.

  startup.py REPS HOST_MS NAME=PROGRAM[,VAR=VALUE...] ...

A configuration is a name, the program, and environment variables to
run it under (an omp2cuda runtime switch, CUDA_MODULE_LOADING).  The
first round is a warm-up and not counted (the driver's files are
cold then)."""
import os
import statistics
import subprocess
import sys
import time


def run_once(prog, env, host_ms):
    t0 = time.time_ns()
    out = subprocess.run([prog, str(t0), str(host_ms)], env=env, capture_output=True,
                         text=True, timeout=120)
    life = (time.time_ns() - t0) / 1e6
    words = out.stdout.split()
    if out.returncode or not words or words[-1] != "PASS":
        raise SystemExit(f"{prog}: exit {out.returncode}: {out.stdout}{out.stderr}")
    fields = dict(zip(words[0:-1:2], map(float, words[1:-1:2])))
    fields["life"] = life
    return fields


def main():
    reps, host_ms = int(sys.argv[1]), sys.argv[2]
    configs = []
    for arg in sys.argv[3:]:
        name, rest = arg.split("=", 1)
        prog, *sets = rest.split(",")
        env = dict(os.environ)
        env.update(s.split("=", 1) for s in sets)
        configs.append((name, prog, env))
    seen = {name: [] for name, _, _ in configs}
    for r in range(reps + 1):
        for name, prog, env in configs:
            f = run_once(prog, env, host_ms)
            if r:
                seen[name].append(f)
    keys = list(seen[configs[0][0]][0])
    print(f"# {reps} fresh processes each after a warm-up, host work {host_ms} ms; "
          "min / median ms")
    print("| config | " + " | ".join(keys) + " |")
    print("|---|" + "---|" * len(keys))
    for name, runs in seen.items():
        cells = [f"{min(x[k] for x in runs):.2f} / {statistics.median(x[k] for x in runs):.2f}"
                 for k in keys]
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
