"""bench.py tune --search evo: whole tune files searched by evolution, measured as they go.

  bench.py tune --search evo --app gaussian --size large --budget 60 --out DIR
      build, run, select and breed on the GPU machine, to the end; write DIR/gaussian.tune
  bench.py tune --search evo ... --single DIR1/tune-runs.json
      also seed the search with the single-decision tuner's winners (or a .tune file) and
      compare the winner with them at the end
  bench.py tune --search evo ... --fake-measure TABLE.json
      no program built or run: each "run" gives a kernel time from the table (for tests)

Where bench.py tune (the single-decision tuner) forces one decision on one region per
variant, a genome here is a whole tune file (tools/bench/genome.py): for each kernel region
(as --explain lists them) a set of the --candidates switches and a block size (--blocks),
at most one value per key.  First each candidate is tried alone on each region, by its
generated code only (nothing built or run): a region's space keeps the decisions that change
its code (--all-decisions: every candidate everywhere, for decisions that matter only in
company).  Generation 0 is the default build, the single-decision winners
(--single: all of them together, and each alone) and random genomes, --population in all.
Each later generation keeps the --elite best genomes and fills up with children: two
parents drawn by tournaments of two, crossed per region with probability --crossover (else
the first parent copied), then mutated (genome.py).

Fitness: the program's kernel time from the built-in ledger (OMP2CUDA_PROFILE=1, the
ledger's total kernel_us), the minimum of --reps runs (kernels of milliseconds: noise only
adds time).  A generation's new genomes and the default build run in --reps rounds, each
round every one of them once in an order drawn from the seed, with --delay before each
run; the default build runs in every generation so that drift shows in the report.  A run
counts only when the program exits 0 and prints verify=PASS; a genome with a run that does
not count is disqualified (a wrong answer never wins).  --budget bounds the program runs
of the search (the default's included): a generation measures only the new genomes the
budget left pays for, and the search stops when it cannot pay for one.

Identical code is measured once: each genome's --emit-cuda and --emit-host output is
hashed (the tune file's path taken out); a genome whose code hashes as an earlier one's is
neither built nor run, it takes that measurement.  Builds run on the machine that runs the
search (omp2cuda, nvcc, gcc), --jobs at a time, in DIR/evo/<hash>/ with the tune file.

At the end the winner (the lowest fitness) runs against the default build and against the
single-decision winner (with --single) in one interleaved final round of --final-reps runs
each (not counted in the budget), and each comparison gets the bench.py verdict
(stats.compare, Mann-Whitney at --alpha on the program's kernel time).  The tune file
holds the winner only where it is faster than the default there and not slower than the
single-decision winner; else that winner where it is faster than the default; else the
default (chosen()).  Output: DIR/<app>.tune, DIR/evo-report.md (per generation the
default's, the best and the median fitness; the final round), DIR/evo-runs.json (every
genome, hash and run).

--fake-measure TABLE.json: the code is still generated and hashed with --o2c, but nothing is
built or run; the kernel time of a run of genome g is base + the sum of effects["REGION
KEY=VALUE"] over g's decisions + pairs["A + B"] where g holds both + noise * ((k * 37) %
100) / 100 for the k-th run; a decision in "fail" fails the run's verification.
"""
import argparse
import hashlib
import json
import os
import random
import shlex
import shutil
import sys
import tempfile
import time
import types

import bench
import genome
import stats
import tune

BLOCKS = [64, 128, 256, 512, 1024]


class Search:
    """What a search knows: the app, the space, the genomes' code hashes, the measurements."""

    def __init__(self, args, src, appdir, regions):
        self.args, self.src, self.appdir, self.regions = args, src, appdir, regions
        self.space = genome.space_of(args.candidates, args.blocks)
        self.spaces = [self.space] * len(regions)  # per region, after probe()
        self.rng = random.Random(args.seed)
        self.hash_of = {}     # genome -> hash of its generated code
        self.measured = {}    # hash -> {genome, samples, fitness, why, gen}
        self.built = {}       # hash -> exe path (relative to --out), or None: build failed
        self.runs_used = 0
        self.fake_k = 0       # --fake-measure: runs so far (the noise's index)
        self.builds = 0       # compiler builds of a program
        self.reused = 0       # a generation's genomes that took an earlier measurement
        self.generations = []
        self.runs = []        # every run record
        self.gpu = []         # nvidia-smi samples


# Code, builds and runs.

def hash_code(S, g, work):
    """The hash of genome g's generated .cu and host code, or None when it does not compile."""
    path = os.path.join(work, "code.tune")
    with open(path, "w") as f:
        f.write(genome.tune_text(S.regions, g))
    h = hashlib.sha256()
    for flag in ("--emit-cuda", "--emit-host"):
        out = os.path.join(work, "gen" + flag)
        rc, _, err = tune.run_tool(tune.compile_cmd(S.args, S.src, out, path, [flag]), S.appdir)
        if rc:
            bench.warn("%s %s does not compile: %s" % (genome.describe(S.regions, g), flag,
                                                       err.strip()[:300]))
            return None
        with open(out) as f:
            h.update(f.read().replace(path, "TUNE").encode())
    return h.hexdigest()[:16]


def parallel(S, fn, items):
    """fn over items, --jobs at a time (each a compiler process), the results in order."""
    return tune.in_parallel(S.args.jobs, fn, items)


def hash_all(S, pop):
    """The code hash of every genome of pop not hashed yet, into S.hash_of."""
    todo = [g for g in dict.fromkeys(pop) if g not in S.hash_of]
    tmp = tempfile.mkdtemp(prefix="evo-")
    try:
        def one(ig):
            work = os.path.join(tmp, str(ig[0]))
            os.makedirs(work)
            return hash_code(S, ig[1], work)
        for g, h in zip(todo, parallel(S, one, list(enumerate(todo)))):
            S.hash_of[g] = h
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def build_one(S, h, g):
    """Build genome g (code hash h) in DIR/evo/<h>/: the exe's path relative to --out, or None."""
    d = os.path.join(S.args.out, "evo", h)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, S.args.app + ".tune")
    with open(path, "w") as f:
        f.write(genome.tune_text(S.regions, g, ["# bench.py tune --search evo: code %s" % h]))
    exe = os.path.join(d, S.args.app)
    if S.args.fake_measure:
        return os.path.relpath(exe, S.args.out)
    rc, _, err = tune.run_tool(tune.compile_cmd(S.args, S.src, exe, path, ["-lm"]), S.appdir)
    if rc:
        bench.warn("%s does not build: %s" % (genome.describe(S.regions, g), err.strip()[:300]))
        return None
    return os.path.relpath(exe, S.args.out)


def build_all(S, hashes):
    """Build the genomes of these code hashes not built yet."""
    todo = [h for h in dict.fromkeys(hashes) if h not in S.built]
    if not S.args.fake_measure:
        S.builds += len(todo)
    for h, exe in zip(todo, parallel(S, lambda h: build_one(S, h, S.measured[h]["genome"]),
                                     todo)):
        S.built[h] = exe


def fake_run(S, g):
    """A run under --fake-measure: a made-up built-in ledger's figures."""
    t = S.args.fake_measure
    have = {"%s %s" % (r, d) for r, ds in zip(S.regions, g) for d in ds}
    us = t.get("base", 10000.0) + sum(v for k, v in t.get("effects", {}).items() if k in have)
    us += sum(v for k, v in t.get("pairs", {}).items()
              if all(p.strip() in have for p in k.split("+")))
    us += t.get("noise", 0.0) * ((S.fake_k * 37) % 100) / 100.0
    S.fake_k += 1
    bad = [d for d in t.get("fail", []) if d in have]
    return {"ok": not bad, "why": "verify=FAIL" if bad else "", "kernel_us": us}


def run_rounds(S, cells, gens, reps, seed):
    """reps interleaved rounds of cells (label, hash); the records."""
    a = S.args
    if a.fake_measure:
        rng, runs = random.Random(seed), []
        for rnd in range(reps):
            order = list(range(len(cells)))
            rng.shuffle(order)
            for i in order:
                rec = fake_run(S, gens[i])
                rec.update({"variant": cells[i][0], "round": rnd, "warmup": False})
                runs.append(rec)
        return runs
    bcells = [bench.cell(a.app, lab, [os.path.join(a.out, S.built[h])] + a.size_args,
                         {"OMP_TARGET_OFFLOAD": "MANDATORY"}, "omp2cuda") for lab, h in cells]
    ns = types.SimpleNamespace(warmup=0, runs=reps, delay=a.delay, max_time=0, stopped="",
                               timeout=a.timeout, ref_dir=a.ref_dir, inject=None)
    tmp = tempfile.mkdtemp(prefix="evo-run-")
    try:
        runs, samples = bench.run_all(bcells, ns, tmp, random.Random(seed),
                                      instruments=("builtin",))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    S.gpu += samples
    return runs


def label(h):
    return "code " + h


def samples_of(runs, lab):
    """(kernel times of the counted runs, reasons of the others) of one cell."""
    mine = [r for r in runs if r["variant"] == lab]
    return ([r["kernel_us"] for r in mine if r["ok"] and r.get("kernel_us") is not None],
            [r["why"] or "no kernel time" for r in mine
             if not r["ok"] or r.get("kernel_us") is None])


# The generations.

def evaluate(S, gen, pop):
    """Measure the population's new code; the population that has measurements, the
    generation's record (None when nothing new could be measured)."""
    a = S.args
    hash_all(S, pop)
    pop = [g for g in pop if S.hash_of[g]]
    new, reused = [], 0
    for g in dict.fromkeys(pop):
        h = S.hash_of[g]
        if h in S.measured or h in [S.hash_of[n] for n in new]:
            reused += 1
        else:
            new.append(g)
    base = S.hash_of[genome.default(len(S.regions))]
    extra = 0 if base not in S.measured else 1  # the default, measured again
    afford = max(0, (a.budget - S.runs_used) // a.reps - extra)
    new = new[:afford]
    S.reused += reused
    if not new:
        return [g for g in pop if S.hash_of[g] in S.measured], None
    hashes = [S.hash_of[g] for g in new]
    for g, h in zip(new, hashes):
        S.measured[h] = {"genome": g, "samples": [], "fitness": None, "why": "", "gen": gen}
    build_all(S, hashes + [base])
    if S.built[base] is None:
        bench.die("the default build fails")
    for h in hashes:
        if S.built[h] is None:
            S.measured[h]["why"] = "does not build"
    runnable = [h for h in hashes if S.built[h]]
    cells = [("default", base)] * extra + [(label(h), h) for h in runnable]
    gens = [S.measured[h]["genome"] for _, h in cells]
    runs = run_rounds(S, cells, gens, a.reps, a.seed * 1000 + gen)
    for r in runs:
        r["gen"] = gen
    S.runs += runs
    S.runs_used += len(runs)
    for h in runnable:
        m = S.measured[h]
        m["samples"], bad = samples_of(runs, label(h))
        m["why"] = bad[0] if bad else ""
        m["fitness"] = min(m["samples"]) if m["samples"] and not bad else None
    pop = [g for g in pop if S.hash_of[g] in S.measured]
    dflt = samples_of(runs, "default")[0] if extra else S.measured[base]["samples"]
    fits = sorted(f for f in (S.measured[S.hash_of[g]]["fitness"] for g in dict.fromkeys(pop))
                  if f is not None)
    best = min(pop, key=lambda g: rank(S, g))
    rec = {"gen": gen, "measured": len(new), "reused": reused, "runs": len(runs),
           "runs_used": S.runs_used, "default_min": min(dflt) if dflt else None,
           "best": fits[0] if fits else None, "median": stats.median(fits) if fits else None,
           "best_genome": genome.describe(S.regions, plainest(S, S.hash_of[best], False))}
    print("bench.py tune --search evo: generation %d: %d new, %d reused, %d runs (%d of %d), "
          "best %s ms, default %s ms" % (gen, len(new), reused, len(runs), S.runs_used, a.budget,
                                         tune.ms(rec["best"]), tune.ms(rec["default_min"])),
          file=sys.stderr, flush=True)
    return pop, rec


def rank(S, g):
    f = S.measured[S.hash_of[g]]["fitness"]
    return (f is None, f if f is not None else 0.0)


def tournament(S, pool):
    a, b = S.rng.choice(pool), S.rng.choice(pool)
    return a if rank(S, a) <= rank(S, b) else b


def breed(S, pop):
    """The next population: the elite, then children new to the search where the tries allow."""
    a = S.args
    ranked, seen = [], set()
    for g in sorted(dict.fromkeys(pop), key=lambda g: rank(S, g)):
        if S.hash_of[g] not in seen:
            seen.add(S.hash_of[g])
            ranked.append(g)
    pool = [g for g in ranked if rank(S, g)[0] is False] or ranked
    nxt = ranked[:a.elite]
    for _ in range(50 * a.population):
        if len(nxt) >= a.population:
            break
        for _ in range(20):
            p, q = tournament(S, pool), tournament(S, pool)
            child = genome.crossover(S.rng, p, q) if S.rng.random() < a.crossover else p
            child = genome.mutate(S.rng, S.spaces, child)
            if child not in S.hash_of:
                break
        if child not in nxt:
            nxt.append(child)
    return nxt


def seeds(S, single):
    n = len(S.regions)
    out = [genome.default(n)]
    if single:
        out.append(single)
        out += [tuple(ds if j == i else () for j in range(n)) for i, ds in enumerate(single)
                if ds]
    for _ in range(100 * S.args.population):  # a small space may hold fewer genomes
        if len(dict.fromkeys(out)) >= S.args.population:
            break
        out.append(genome.random_genome(S.rng, S.spaces))
    return list(dict.fromkeys(out))[:max(S.args.population, 1 + (1 if single else 0))]


def probe(S):
    """Per region, the decisions of the space that change its code alone (code generated,
    nothing built or run): the region's space."""
    n = len(S.regions)
    tries = [(i, k, v) for i in range(n) for k, vs in sorted(S.space.items()) for v in vs]
    gs = [tuple(("%s=%s" % (k, v),) if j == i else () for j in range(n)) for i, k, v in tries]
    base = genome.default(n)
    hash_all(S, [base] + gs)
    spaces = [{} for _ in range(n)]
    for (i, k, v), g in zip(tries, gs):
        if S.hash_of[g] and S.hash_of[g] != S.hash_of[base]:
            spaces[i].setdefault(k, []).append(v)
    return spaces


def search(S, single):
    pop, stale = seeds(S, single), 0
    for gen in range(S.args.generations):
        pop, rec = evaluate(S, gen, pop)
        if rec:
            S.generations.append(rec)
            stale = 0
        else:
            stale += 1
        if S.args.budget - S.runs_used < 2 * S.args.reps or stale >= S.args.patience:
            break
        pop = breed(S, pop)


# The end: the final round, the report, the tune file.

def winner(S):
    done = [h for h, m in S.measured.items() if m["fitness"] is not None]
    if not done:
        bench.die("no genome was measured (every run failed, or --budget is below --reps)")
    return min(done, key=lambda h: S.measured[h]["fitness"])


def plainest(S, h, strip=True):
    """Of the genomes whose code hashes to h, the one of the fewest decisions; with strip,
    less each decision whose removal leaves the code as it is (code generated, nothing run)."""
    same = [g for g, x in S.hash_of.items() if x == h]
    g = min(same, key=lambda g: (sum(len(ds) for ds in g), genome.describe(S.regions, g)))
    for i in range(len(g) if strip else 0):
        for d in g[i]:
            less = g[:i] + (tuple(x for x in g[i] if x != d),) + g[i + 1:]
            hash_all(S, [less])
            if S.hash_of[less] == h:
                g = less
    return g


def final_round(S, single):
    """The winner, the default and the single-decision winner, interleaved: their samples."""
    a = S.args
    base = S.hash_of[genome.default(len(S.regions))]
    entries = [("default", base), ("winner", winner(S))]
    if single:
        hash_all(S, [single])
        h = S.hash_of[single]
        if h is None:
            bench.die("the single-decision winner does not compile")
        if h not in S.measured:
            S.measured[h] = {"genome": single, "samples": [], "fitness": None, "why": "",
                             "gen": None}
        entries.append(("single-decision winner", h))
    build_all(S, [h for _, h in entries])
    cells = [(lab, h) for lab, h in entries if S.built[h]]
    runs = run_rounds(S, cells, [S.measured[h]["genome"] for _, h in cells], a.final_reps,
                      a.seed * 1000 + 999)
    for r in runs:
        r["gen"] = "final"
    S.runs += runs
    return {lab: dict(zip(("samples", "bad"), samples_of(runs, lab)), hash=h)
            for lab, h in entries}


def comparisons(final, alpha, seed):
    pairs = [("winner", "default")]
    if "single-decision winner" in final:
        pairs += [("winner", "single-decision winner"), ("single-decision winner", "default")]
    out = []
    for k, (b, a) in enumerate(pairs):
        c = stats.compare(final[a]["samples"], final[b]["samples"], alpha=alpha, seed=seed + k)
        out.append(dict(c, build=b, baseline=a))
    return out


def chosen(S, final, comps):
    """What the tune file holds: (label, genome, why).  The winner where the final round
    found it faster than the default and not slower than the single-decision winner; else
    the single-decision winner where it was faster than the default; else the default.  A
    search's minimum of a few runs can pick noise; the final round's test decides."""
    verdict = {(c["build"], c["baseline"]): c for c in comps}
    w = verdict[("winner", "default")]
    ws = verdict.get(("winner", "single-decision winner"))
    sd = verdict.get(("single-decision winner", "default"))
    if final["winner"]["hash"] == final["default"]["hash"]:
        return "default", genome.default(len(S.regions)), "the default: the search's winner"
    if w["verdict"] == "faster" and (ws is None or ws["verdict"] != "slower"):
        return "winner", plainest(S, final["winner"]["hash"]), \
            "the winner, faster than the default in the final round"
    words = {"faster": "faster than", "slower": "slower than", "same": "no faster than"}
    why = "the final round found the winner %s the default (ratio %s)" % (
        words.get(w["verdict"], "not comparable with"),
        "%.3f" % w["ratio"] if w["ratio"] else "-")
    if ws is not None and ws["verdict"] == "slower":
        why += " and slower than the single-decision winner"
    if sd is not None and sd["verdict"] == "faster":
        h = final["single-decision winner"]["hash"]
        return "single-decision winner", S.measured[h]["genome"], \
            "the single-decision winner, faster than the default: " + why
    return "default", genome.default(len(S.regions)), "the default: " + why


def report_head(S):
    """The report's lines up to the generations' table."""
    a = S.args
    codes = len(set(h for h in S.hash_of.values() if h))
    lines = ["# bench.py tune --search evo: %s" % a.app, "",
             "Fitness: the program's kernel time (built-in ledger), minimum of %d runs (ms); "
             "size %s, seed %d, delay %s s, population %d, elite %d, crossover %g.  %s" % (
                 a.reps, a.size or "(default)", a.seed, a.delay, a.population, a.elite,
                 a.crossover, "Fake measurements (--fake-measure)." if a.fake_measure else
                 bench.summarize_gpu(S.gpu)["summary"]), "",
             "Search: %d program runs of a budget of %d; %d genomes, %d distinct generated "
             "codes, %d programs built; %d times a generation's genome took an earlier "
             "measurement of its code (neither built nor run)." % (
                 S.runs_used, a.budget, len(S.hash_of), codes, S.builds, S.reused), "",
             "Space (%s):" % ("every candidate on every region" if a.all_decisions else
                              "per region, the candidates that change its code alone"), ""]
    lines += ["- %s: %s" % (r, " ".join("%s=%s" % (k, "|".join(vs))
                                        for k, vs in sorted(sp.items())) or "(none)")
              for r, sp in zip(S.regions, S.spaces)]
    return lines + ["", "| generation | measured | reused | runs | runs so far | default min | "
                    "best | median | best genome |", "|" + "---|" * 9]


def report(S, final, comps):
    a = S.args
    lines = report_head(S)
    for g in S.generations:
        lines.append("| %d | %d | %d | %d | %d | %s | %s | %s | %s |" % (
            g["gen"], g["measured"], g["reused"], g["runs"], g["runs_used"],
            tune.ms(g["default_min"]), tune.ms(g["best"]), tune.ms(g["median"]),
            g["best_genome"]))
    h = winner(S)
    w = S.measured[h]
    lines += ["", "Winner (generation %s, %s ms): %s" % (w["gen"], tune.ms(w["fitness"]),
                                                          genome.describe(S.regions,
                                                                          plainest(S, h))), ""]
    lines += ["Final round: %d interleaved runs each (not in the budget); verdicts by "
              "Mann-Whitney at alpha %g on the program's kernel time." % (a.final_reps, a.alpha),
              "", "| build | n | min | median |", "|---|---|---|---|"]
    for lab, f in final.items():
        s = f["samples"]
        lines.append("| %s | %d | %s | %s |" % (lab, len(s), tune.ms(min(s) if s else None),
                                                 tune.ms(stats.median(s) if s else None)))
    lines += ["", "| build | against | ratio of medians | 95% interval | p | verdict |",
              "|---|---|---|---|---|---|"]
    for c in comps:
        lines.append("| %s | %s | %s | %s | %s | %s |" % (
            c["build"], c["baseline"], "%.3f" % c["ratio"] if c["ratio"] else "-",
            "[%.3f, %.3f]" % tuple(c["ci"]) if c["ci"] else "-",
            "%.2g" % c["p"] if c["p"] is not None else "-", c["verdict"]))
    lab, g, why = chosen(S, final, comps)
    lines += ["", "The tune file holds %s%s." % (
        why, "" if lab == "default" else " (%s)" % genome.describe(S.regions, g))]
    fails = [r for r in S.runs if not r["ok"]]
    lines += ["", "%d runs did not count." % len(fails)]
    for r in fails[:20]:
        lines.append("- %s generation %s round %d: %s" % (r["variant"], r["gen"], r["round"],
                                                          r["why"]))
    return "\n".join(lines) + "\n"


def tune_file(S, final, comps):
    w = S.measured[winner(S)]
    verdict = comps[0]
    _, g, why = chosen(S, final, comps)
    head = ["# omp2cuda tune file for %s, written by bench.py tune --search evo (%s)" % (
                S.args.app, time.strftime("%Y-%m-%d %H:%M:%S")),
            "# %d runs, size %s, seed %d; flags: %s" % (S.runs_used, S.args.size or "(default)",
                                                        S.args.seed, S.args.flags or "(none)"),
            "# search minimum %s ms; final round against the default: %s (ratio %s)" % (
                tune.ms(w["fitness"]), verdict["verdict"],
                "%.3f" % verdict["ratio"] if verdict["ratio"] else "-"),
            "# holds %s" % why]
    return genome.tune_text(S.regions, g, head)


def save(S, final, comps):
    out = {"app": S.args.app, "regions": S.regions, "spaces": S.spaces, "seed": S.args.seed,
           "budget": S.args.budget, "runs_used": S.runs_used, "builds": S.builds,
           "reused": S.reused, "generations": S.generations,
           "genomes": [{"genome": [list(ds) for ds in g], "hash": h}
                       for g, h in S.hash_of.items()],
           "measured": {h: dict(m, genome=[list(ds) for ds in m["genome"]])
                        for h, m in S.measured.items()},
           "final": final, "comparisons": comps, "runs": S.runs}
    with open(os.path.join(S.args.out, "evo-runs.json"), "w") as f:
        json.dump(out, f, indent=1)


# The command line.

def single_genome(S, path):
    """The single-decision tuner's winners: from its tune-runs.json, or a tune file."""
    if os.path.isdir(path):
        path = os.path.join(path, "tune-runs.json")
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        bench.die("--single: %s" % e)
    if path.endswith(".json"):
        res = json.loads(text)
        text = "".join("%s %s\n" % (c["region"], c["winner"]["decision"])
                       for c in tune.choose(res, res["alpha"], res["seed"]) if c["winner"])
    return genome.from_tune_file(S.regions, text)


def parse(argv):
    ap = argparse.ArgumentParser(prog="bench.py tune --search evo",
                                 description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 1)[1])
    tune.add_build_args(ap, "comma-separated switch decisions a region may take (default: "
                            "bench.py tune's, block= ones left out)")
    tune.add_run_args(ap)
    ap.add_argument("--blocks", default=",".join(map(str, BLOCKS)),
                    help="block sizes a region may take (%s)" % ",".join(map(str, BLOCKS)))
    ap.add_argument("--single", help="the single-decision tuner's tune-runs.json (or its "
                                     "folder, or a .tune file): seeds, and a final rival")
    ap.add_argument("--budget", type=int, default=60, help="program runs of the search (60)")
    ap.add_argument("--reps", type=int, default=3, help="runs per genome, the minimum kept (3)")
    ap.add_argument("--final-reps", type=int, default=10,
                    help="runs of each build in the final round (10)")
    ap.add_argument("--population", type=int, default=8, help="genomes a generation (8)")
    ap.add_argument("--elite", type=int, default=2, help="best genomes kept as they are (2)")
    ap.add_argument("--crossover", type=float, default=0.7, help="chance of a crossover (0.7)")
    ap.add_argument("--generations", type=int, default=1000, help="at most (1000)")
    ap.add_argument("--patience", type=int, default=5,
                    help="stop after this many generations with no new code (5)")
    ap.add_argument("--seed", type=int, help="search and schedule seed (default: the clock)")
    ap.add_argument("--alpha", type=float, default=stats.ALPHA, help="test level (0.01)")
    ap.add_argument("--all-decisions", action="store_true",
                    help="search every candidate on every region, not only those that change "
                         "the region's code alone")
    ap.add_argument("--fake-measure", metavar="TABLE.json",
                    help="build and run nothing: kernel times from the table (for tests)")
    args = ap.parse_args(argv)
    cands = args.candidates.split(",") if args.candidates else tune.CANDIDATES
    args.candidates = [c for c in cands if not c.startswith("block=")]
    args.blocks = [int(b) for b in args.blocks.split(",") if b]
    args.size_args = shlex.split(args.size) if args.size else []
    args.seed = args.seed if args.seed is not None else int(time.time() * 1000) % 1000000
    args.out, args.o2c = os.path.abspath(args.out), os.path.abspath(args.o2c)
    if args.fake_measure:
        with open(args.fake_measure) as f:
            args.fake_measure = json.load(f)
    if args.ref_dir is None:
        args.ref_dir = os.path.join(args.out, "ref")
    if args.ref_dir:
        args.ref_dir = os.path.abspath(args.ref_dir)
    if args.reps < 1 or args.population < 1 or args.elite >= args.population:
        bench.die("--reps and --population at least 1, --elite below --population")
    why = stats.require_power(args.final_reps, args.alpha, "--final-reps")
    if why:
        bench.die(why)
    return args


def main(argv):
    a = parse(argv)
    path = os.path.abspath(a.src or os.path.join(bench.ROOT, "benchmarks", a.app, a.app + ".c"))
    appdir, src = os.path.split(path)  # compiled where it is: regions are named "APP.c:L:C"
    if not os.path.exists(path):
        bench.die("no %s" % path)
    rc, explain, err = tune.run_tool(tune.compile_cmd(a, src, None, None, ["--explain"]), appdir)
    if rc:
        bench.die("%s --explain: %s" % (a.o2c, err.strip()[:300]))
    regions = tune.kernel_regions(explain)
    if not regions:
        bench.die("%s has no kernel region to tune" % path)
    os.makedirs(a.out, exist_ok=True)
    if a.ref_dir:
        os.makedirs(a.ref_dir, exist_ok=True)
    S = Search(a, src, appdir, regions)
    single = single_genome(S, a.single) if a.single else None
    if not a.all_decisions:
        S.spaces = probe(S)
        if not any(S.spaces):
            bench.die("no candidate decision changes the code of a region of %s" % path)
    print("bench.py tune --search evo: %d regions, keys %s, budget %d runs, seed %d"
          % (len(regions), ",".join(sorted(S.space)), a.budget, a.seed), file=sys.stderr)
    search(S, single)
    final = final_round(S, single)
    comps = comparisons(final, a.alpha, a.seed)
    md = report(S, final, comps)
    with open(os.path.join(a.out, "evo-report.md"), "w") as f:
        f.write(md)
    path = os.path.join(a.out, a.app + ".tune")
    with open(path, "w") as f:
        f.write(tune_file(S, final, comps))
    save(S, final, comps)
    print(md)
    print("bench.py tune --search evo: wrote %s" % path, file=sys.stderr)
    return 0
