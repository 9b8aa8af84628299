"""Recipe for NeoRodinia (passlab): every C benchmark directory whose
Makefile has targets *_omp_Offloading_P<n> with their sources present
(make -n says so; P4 is listed but has no source).  The Makefiles include
common/environment.mk, which names each executable after $(CC) and adds
-fopenmp-targets=nvptx64 unless CC contains 'gcc'.  Runs get
NR_FULL_REPORT=1 NR_VERIFY=1 and small inputs; inputs the repository does
not ship (kmeans, bfs, b+tree) are generated here with a fixed seed.
Verification is the benchmark's own: its error against the serial base it
computes in main (within TOLERANCE), lud's element check, or, where the
benchmark prints a result instead (kmeans' centres, bfs' result.txt,
b+tree's output.log), the same result as the serial P0 build."""

import glob
import os
import random
import re

import contraction
import verify
from context import Outcome

TOLERANCE = 1e-3
# sum adds 1,024,000 floats near 0.5: the serial order's own rounding error
# reaches units, and any other order differs from it by as much.
TOLERANCES = {"sum": 8.0}

# Where the benchmark prints its result without checking it: the text from
# the marker on (up to the timing line) is compared with the serial base's.
MARKERS = {"kmeans": "Cluster Centers Output",
           "gaussian": "The final solution is:"}

ARGS = {
    "axpy": ["1024000"], "vecadd": ["1024000"], "sum": ["1024000"],
    "matadd": ["1024"], "matmul": ["256"], "matvec": ["2048"],
    "stencil": ["512", "512"], "gaussian": ["-s", "256"],
    "lud": ["-s", "256"], "kmeans": ["-i", "kmeans.txt"],
    "bfs": ["graph.txt"], "b+tree": ["keys.txt", "commands.txt"],
}

RESULT_FILES = {"bfs": "result.txt", "b+tree": "output.log"}

# Variants whose result OpenMP leaves unspecified (a data race in the
# program; README.md, "NeoRodinia"): run and timed, never compared.
RACES = {("kmeans", "Offloading_P2"), ("kmeans", "Offloading_P3")}
RACE_NOTE = ("unchecked: the program races (partial_new_centers_len[tid] "
             "with tid = i % nthreads, and new_centers_len[i] += over a "
             "collapse(2) loop): its result is unspecified")


def write_inputs(work):
    rng = random.Random(12)
    with open(os.path.join(work, "kmeans", "kmeans.txt"), "w") as f:
        for i in range(2048):
            f.write("%d %s\n" % (i, " ".join("%.4f" % rng.uniform(0, 10)
                                              for _ in range(16))))
    write_graph(os.path.join(work, "bfs", "graph.txt"), 4096, rng)
    with open(os.path.join(work, "b+tree", "keys.txt"), "w") as f:
        keys = rng.sample(range(1, 1000000), 20000)
        f.write("%d\n%s\n" % (len(keys), "\n".join(map(str, keys))))
    with open(os.path.join(work, "b+tree", "commands.txt"), "w") as f:
        f.write("k 1000\nj 1000 100\n")


def write_graph(path, nodes, rng):
    """Rodinia's graph format: per node 'first edge, degree'; the source;
    the edge count; per edge 'destination cost'."""
    edges = [[rng.randrange(nodes) for _ in range(rng.randint(1, 6))]
             for _ in range(nodes)]
    with open(path, "w") as f:
        f.write("%d\n" % nodes)
        first = 0
        for e in edges:
            f.write("%d %d\n" % (first, len(e)))
            first += len(e)
        f.write("\n0\n\n%d\n" % first)
        for e in edges:
            for d in e:
                f.write("%d %d\n" % (d, rng.randint(1, 10)))


def targets(makefile, pattern):
    text = open(makefile).read()
    return sorted(set(re.findall(r"^(\S*%s):" % pattern, text, re.MULTILINE)))


def variants(ctx, cwd):
    """Offloading targets whose sources exist (make -n succeeds), and what
    make said about the first that does not."""
    found, why = [], ""
    for t in targets(os.path.join(cwd, "Makefile"), r"_omp_Offloading_P\d+"):
        r = ctx.make(cwd, ["-n", t], {"CC": ctx.cc}, os.devnull)
        if r.rc == 0:
            found.append(t)
        elif not why:
            why = "%s: %s" % (t, verify.first_error_line(r.text))
    return found, why


def executable(cwd, target):
    hits = sorted(glob.glob(os.path.join(cwd, target + "_*_exec")))
    return hits[0] if hits else None


def result_of(name, cwd, text):
    """What the serial base is compared with, when the benchmark does not
    compare itself: a result file, or kmeans' printed centres."""
    if name in RESULT_FILES:
        path = os.path.join(cwd, RESULT_FILES[name])
        return open(path, errors="replace").read() if os.path.exists(path) \
            else ""
    cut = text.find(MARKERS.get(name, "\0"))
    if cut < 0:
        return ""
    lines = text[cut:].splitlines(True)
    return "".join(l for l in lines if not l.startswith("Time for kernels"))


def base_run(ctx, base, name):
    """Builds the serial P0 target with the host compiler and runs it."""
    ps = targets(os.path.join(base, "Makefile"), r"_P0")
    log = ctx.log("NeoRodinia", name + "-P0")
    if not ps or ctx.make(base, [ps[0]], {"CC": ctx.host_cc}, log).rc != 0:
        return None
    exe = executable(base, ps[0])
    r = ctx.exec(base, [exe] + ARGS[name], log, reference=True,
                 extra={"NR_FULL_REPORT": "1", "NR_VERIFY": "1"})
    return result_of(name, base, r.text) if r.rc == 0 else None


def contracted(name, text, own, base_cache):
    """axpy's error when every element's multiply-add is fused, which C's
    contraction allows (contraction.py): accepted as well as the base's."""
    if name != "axpy" or own is None or own.ok:
        return own
    if "axpy-fused" not in base_cache:
        base_cache["axpy-fused"] = contraction.axpy_contracted_error(
            int(ARGS["axpy"][0]))
    fused = base_cache["axpy-fused"]
    got = [m.group(1) or m.group(2) for m in verify.ERROR_LINE.finditer(text)]
    if got == [fused]:
        return verify.Verdict(True, "error %s: every multiply-add fused, "
                              "as C's contraction allows" % fused)
    own.detail += "; fused: %s" % fused
    return own


def check(ctx, name, cwd, result, base_cache, work, variant=""):
    if (name, variant) in RACES:
        return verify.Verdict(None, RACE_NOTE, verify.rodinia_time(result.text))
    own = contracted(name, result.text, verify.rodinia_error(
        result.text, TOLERANCES.get(name, TOLERANCE)), base_cache)
    if own is None:
        if name not in base_cache:
            base_cache[name] = base_run(ctx, os.path.join(work + "-base",
                                                          name), name)
        want = base_cache[name]
        got = result_of(name, cwd, result.text)
        own = (verify.Verdict(False, "the serial base failed")
               if want is None else verify.same_text(got, want, "result"))
    own.metric = verify.rodinia_time(result.text)
    return own


def neorodinia(ctx):
    src = os.path.join(ctx.apps, "NeoRodinia")
    if not os.path.isdir(src):
        from apps_proxy import missing
        return [missing("NeoRodinia", src)]
    work = ctx.copy("NeoRodinia", src)
    write_inputs(work)
    write_inputs(ctx.copy("NeoRodinia-base", src))
    rows, base_cache = [], {}
    for name in sorted(ARGS):
        cwd = os.path.join(work, name)
        found, why = variants(ctx, cwd)
        if not found:
            row = Outcome("NeoRodinia " + name, "Offloading")
            row.error = "no offloading target builds: " + why
            rows.append(row)
        for target in found:
            row = Outcome("NeoRodinia " + name, target.split("_omp_")[-1])
            log = ctx.log("NeoRodinia", target)
            built = ctx.make(cwd, [target], {"CC": ctx.cc}, log)
            exe = executable(cwd, target)
            if built.rc != 0 or exe is None:
                rows.append(row.failed_build(built))
                continue
            for f in RESULT_FILES.values():
                if os.path.exists(os.path.join(cwd, f)):
                    os.remove(os.path.join(cwd, f))
            result = ctx.exec(cwd, [exe] + ARGS[name], log,
                              extra={"NR_FULL_REPORT": "1", "NR_VERIFY": "1"})
            rows.append(row.ran(result, check(ctx, name, cwd, result,
                                              base_cache, work, row.variant)))
    return rows
