"""The table and issue 33's bar from OUT/<compiler>/build.json and run.json.

Bar (issue 33): of the programs clang-16 builds and verifies on the GPU,
the share omp2cuda builds and verifies, and how many it gets wrong; on the
programs all three verify with a kernel time each, the geomean of
omp2cuda / clang-16 and omp2cuda / CUDA kernel time (target <= 0.6 and
<= 1.2), their distribution and the 10 worst against the CUDA twins.
"""
import json
import math
import os

ORDER = ["omp2cuda", "clang16", "nvcc"]


def load(out):
    """{compiler: {"build": {...}, "run": {...} or None}} for those present."""
    data = {}
    for c in ORDER:
        b = os.path.join(out, c, "build.json")
        if not os.path.exists(b):
            continue
        with open(b) as f:
            data[c] = {"build": json.load(f), "run": None}
        r = os.path.join(out, c, "run.json")
        if os.path.exists(r):
            with open(r) as f:
                data[c]["run"] = json.load(f)
    return data


def cell(data, c, name):
    """(built, status, kernel ms, timer) of one program and compiler."""
    if c not in data:
        return None, None, None, None
    b = data[c]["build"]["programs"].get(name)
    r = (data[c]["run"] or {}).get("programs", {}).get(name) if data[c]["run"] else None
    timed = r and r.get("jobs", 1) == 1  # a program that shared the GPU is judged, not timed
    return (b["built"] if b else None, r["status"] if r else None,
            r.get("kernel_ms") if timed else None, r.get("timer") if r else None)


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def fmt(x, nd=3):
    return "-" if x is None else ("%.*f" % (nd, x))


def bar(data, names):
    """The issue's numbers as a dict."""
    v = {c: {n for n in names if cell(data, c, n)[1] == "pass"} for c in ORDER}
    clang_ok = v["clang16"]
    o2c_on_clang = clang_ok & v["omp2cuda"]
    failed = sorted(n for n in names if cell(data, "omp2cuda", n)[1] == "fail"
                    and cell(data, "omp2cuda", n)[0])
    # a failure is a wrong result until shown otherwise where another
    # build of the program passes its check; where none passes, the
    # program (its inputs, its own check) fails under every compiler
    wrong = [n for n in failed if n in v["clang16"] or n in v["nvcc"]]
    ratios = []
    for n in sorted(v["omp2cuda"] & v["clang16"] & v["nvcc"]):
        k = {c: cell(data, c, n)[2] for c in ORDER}
        if all(k[c] for c in ORDER):
            ratios.append({"name": n, "o2c_vs_clang": k["omp2cuda"] / k["clang16"],
                           "o2c_vs_cuda": k["omp2cuda"] / k["nvcc"],
                           "clang_vs_cuda": k["clang16"] / k["nvcc"]})
    res = {"programs": len(names), "clang16_verified": len(clang_ok),
           "omp2cuda_verified_of_clang16": len(o2c_on_clang),
           "share": len(o2c_on_clang) / len(clang_ok) if clang_ok else None,
           "omp2cuda_wrong": wrong, "omp2cuda_fail_like_all": [n for n in failed if n not in wrong],
           "all_three_timed": len(ratios)}
    for key in ("o2c_vs_clang", "o2c_vs_cuda", "clang_vs_cuda"):
        xs = sorted(r[key] for r in ratios)
        res[key] = {"geomean": geomean(xs), "min": xs[0] if xs else None,
                    "median": xs[len(xs) // 2] if xs else None, "max": xs[-1] if xs else None}
    res["worst_vs_cuda"] = sorted(ratios, key=lambda r: -r["o2c_vs_cuda"])[:10]
    return res


def table(data, names):
    head = "| program | " + " | ".join("%s built | %s verdict | %s kernel ms" % (c, c, c) for c in ORDER) \
        + " | omp2cuda/clang16 | omp2cuda/CUDA | clang16/CUDA |"
    rows = [head, "|" + "---|" * (1 + 3 * len(ORDER) + 3)]
    for n in names:
        cells, k = [], {}
        for c in ORDER:
            built, status, km, _ = cell(data, c, n)
            k[c] = km
            cells += ["-" if built is None else ("yes" if built else "**no**"),
                      status or "-", fmt(km)]
        r = lambda a, b: fmt(k[a] / k[b], 2) if k[a] and k[b] else "-"
        rows.append("| %s | %s | %s | %s | %s |" % (n, " | ".join(cells), r("omp2cuda", "clang16"),
                                                    r("omp2cuda", "nvcc"), r("clang16", "nvcc")))
    return rows


def report(out):
    """Write OUT/report.md and OUT/report.json; return the Markdown."""
    data = load(out)
    names = sorted({n for c in data for n in data[c]["build"]["programs"]})
    b = bar(data, names)
    md = ["# HeCBench: omp2cuda, clang-16 offload and the CUDA twins", ""]
    for c in ORDER:
        if c in data:
            bj, rj = data[c]["build"], data[c]["run"] or {}
            progs = bj["programs"].values()
            md.append("- %s: `%s`; HeCBench %s; built %d of %d on %s; run: %s" % (
                c, bj.get("cc"), bj.get("hecbench_commit", "?")[:12], sum(p["built"] for p in progs),
                len(bj["programs"]), bj.get("date", "?"),
                "%s on %s, timer %s" % (rj.get("date"), rj.get("gpu"), rj.get("timer")) if rj else "not run"))
    md += ["", "## Bar (issue 33)", "",
           "- clang-16 verifies %d; omp2cuda builds and verifies %d of them (%s; bar >= 90%%)"
           % (b["clang16_verified"], b["omp2cuda_verified_of_clang16"],
              "-" if b["share"] is None else "%.1f%%" % (100 * b["share"])),
           "- omp2cuda fails its check where clang-16 or the CUDA twin passes (wrong results until "
           "shown otherwise): %d %s" % (len(b["omp2cuda_wrong"]), " ".join(b["omp2cuda_wrong"])),
           "- omp2cuda fails where neither other build passes (inputs the tree lacks, the program's "
           "own faults): %d %s" % (len(b["omp2cuda_fail_like_all"]), " ".join(b["omp2cuda_fail_like_all"])),
           "- on the %d programs all three verify and time: kernel-time geomean omp2cuda/clang16 %s "
           "(bar <= 0.6), omp2cuda/CUDA %s (bar <= 1.2), clang16/CUDA %s"
           % (b["all_three_timed"], fmt(b["o2c_vs_clang"]["geomean"], 2),
              fmt(b["o2c_vs_cuda"]["geomean"], 2), fmt(b["clang_vs_cuda"]["geomean"], 2)), ""]
    if b["worst_vs_cuda"]:
        md += ["10 worst against the CUDA twins: " + ", ".join(
            "%s %.2fx" % (r["name"], r["o2c_vs_cuda"]) for r in b["worst_vs_cuda"]), ""]
    md += ["## Programs", ""] + table(data, names) + [""]
    text = "\n".join(md)
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write(text)
    with open(os.path.join(out, "report.json"), "w") as f:
        json.dump({"bar": b, "programs": {n: {c: dict(zip(("built", "status", "kernel_ms", "timer"),
                                                          cell(data, c, n))) for c in data}
                                          for n in names}}, f, indent=1)
    return text
