#!/usr/bin/env python3
"""Facts about a search of bench.py tune --search evo, from its evo-runs.json, for
FileCheck (bench_tune_evo*.test): the budget kept, each generated code measured
once, genomes that share their code; with the stand-in compiler's build log and
the stand-in program's run log, that the builds and runs the logs saw are the
ones the search counted.

  check_runs.py OUT/evo-runs.json REPS [BUILD_LOG RUN_LOG]"""
import collections
import json
import sys

res = json.load(open(sys.argv[1]))
reps = int(sys.argv[2])
search = [r for r in res["runs"] if r["gen"] != "final"]
final = [r for r in res["runs"] if r["gen"] == "final"]
print("search runs %d, counted %d, budget %d: %s" % (
    len(search), res["runs_used"], res["budget"],
    "within" if len(search) == res["runs_used"] <= res["budget"] else "NOT KEPT"))
per_code = collections.Counter(r["variant"] for r in search if r["variant"] != "default")
print("codes measured more than once: %d" % sum(1 for n in per_code.values() if n != reps))
by_hash = collections.Counter(g["hash"] for g in res["genomes"] if g["hash"])
print("genomes sharing their code with another: %d" % sum(n for n in by_hash.values() if n > 1))
print("default measured in %d of %d generations" % (
    len({r["gen"] for r in search if r["variant"] == "default"}) + 1, len(res["generations"])))
if len(sys.argv) > 3:
    builds = [l.split()[1] for l in open(sys.argv[3])]
    print("programs built %d, distinct %d, counted %d, codes measured %d" % (
        len(builds), len(set(builds)), res["builds"], len(res["measured"])))
    runs = sum(1 for _ in open(sys.argv[4]))
    print("program runs %d: search %d + final %d: %s" % (
        runs, len(search), len(final), "yes" if runs == len(search) + len(final) else "NO"))
