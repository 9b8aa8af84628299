#!/usr/bin/python3
"""The house check (issue 32's bar), decided from clang's AST through
libclang's Python bindings (Debian's python3-clang-22, the libclang the
front end links):

  mutable   a static or global variable, or a static local of a function,
            whose type is not const (arrays: the element type), defined in
            frontend/, lowering/ or codegen/: mutable state of the compiler
  function  a function definition over 100 lines (its extent, from the
            return type to the closing brace) in frontend/, lowering/,
            codegen/, support/, runtime/ or tools/ (its top level: the
            driver)
  file      a source file (.c, .h, .cu) over 1,000 lines in the same folders
  circle    a strongly connected component of more than one file in the
            graph "file A uses a function defined in file B" (a call or the
            function's address), per stage: frontend/, lowering/, codegen/
  fields    the direct fields of Region (frontend/region.h) and Plan
            (lowering/plan.h), over 30

The check ratchets against a baseline (tools/house/baseline.txt, one
violation a line): it fails on a violation the baseline does not list, on a
function, file or struct that grew past the number the baseline gives it,
and on a baseline line that no longer occurs, so that the baseline shrinks
with the code.  `--update` rewrites the baseline from the tree.

    check.py [--root DIR] [--build DIR] [--baseline FILE] [--update] [--list] [-j N]

Flags of each file come from BUILD/compile_commands.json (the build exports
it); a file it does not name takes the flags of a file in its folder.
Prints a summary (counts per category) and the differences from the
baseline; exits 0 when there are none, 1 when there are, 2 when the tree
cannot be checked (a file that does not parse, a struct that moved).
"""
import argparse
import json
import multiprocessing
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import clang.cindex as ci
except ImportError:  # a python3 that is not Debian's: its bindings
    sys.path.append("/usr/lib/python3/dist-packages")
    import clang.cindex as ci

LIBCLANG = "/usr/lib/llvm-22/lib/libclang-22.so.1"
STAGES = ("frontend", "lowering", "codegen")
SIZED = STAGES + ("support", "runtime", "tools")
SOURCE_EXT = (".c", ".h", ".cu", ".cuh")
FUNCTION_LIMIT = 100
FILE_LIMIT = 1000
FIELD_BARS = {("frontend/region.h", "Region"): 30, ("lowering/plan.h", "Plan"): 30}
KEEP_FLAGS = ("-I", "-D", "-U", "-std=", "-isystem", "-iquote", "-include", "-fopenmp")
FLAG_WITH_ARG = ("-I", "-D", "-U", "-isystem", "-iquote", "-include")


def in_scope(rel, dirs):
    """Whether path REL (relative to the root) is in one of DIRS; tools/
    only at its top level."""
    parts = rel.split("/")
    if len(parts) < 2 or parts[0] not in dirs or not rel.endswith(SOURCE_EXT):
        return False
    return parts[0] != "tools" or len(parts) == 2


def source_files(root):
    """Every source file in scope, relative to ROOT, sorted."""
    out = []
    for top in SIZED:
        for d, subdirs, files in os.walk(os.path.join(root, top)):
            subdirs.sort()
            for f in files:
                rel = os.path.relpath(os.path.join(d, f), root)
                if in_scope(rel, SIZED):
                    out.append(rel)
    return sorted(out)


def compile_flags(build):
    """File -> the preprocessor flags it is built with (the build without
    sanitizers where a file is built twice)."""
    path = os.path.join(build, "compile_commands.json") if build else ""
    if not path or not os.path.exists(path):
        return {}
    flags = {}
    for c in json.load(open(path)):
        args = c.get("arguments") or shlex.split(c["command"])
        f = os.path.realpath(os.path.join(c["directory"], c["file"]))
        if f in flags and any("-fsanitize" in a for a in args):
            continue  # the ASan build of the runtime (test/unit)
        keep, it = [], iter(args[1:])
        for a in it:
            if a in FLAG_WITH_ARG:
                a += next(it)
            if a.startswith(KEEP_FLAGS):
                keep.append(a)
        flags[f] = keep
    return flags


def flags_for(root, rel, flags):
    """The flags of REL, of a file in its folder, or the defaults."""
    f = os.path.realpath(os.path.join(root, rel))
    if f in flags:
        return flags[f]
    d = os.path.dirname(f) + "/"
    for other in sorted(flags):
        if other.startswith(d) and "/" not in other[len(d):]:
            return flags[other]
    return (["-std=gnu11", "-I/usr/lib/llvm-22/include"] +
            ["-I" + os.path.join(root, s) for s in SIZED + ("runtime/include",)])


# --- one translation unit (a worker process) --------------------------------

_index = None
_root = None
_names = {}
CALL_EXPR = ci.CursorKind.CALL_EXPR.value
DECL_REF_EXPR = ci.CursorKind.DECL_REF_EXPR.value
VAR_DECL = ci.CursorKind.VAR_DECL.value
FUNCTION_DECL = ci.CursorKind.FUNCTION_DECL.value
STRUCT_DECL = ci.CursorKind.STRUCT_DECL.value
FIELD_DECL = ci.CursorKind.FIELD_DECL.value
ARRAYS = (ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY, ci.TypeKind.VARIABLEARRAY,
          ci.TypeKind.DEPENDENTSIZEDARRAY)


def init_worker(root):
    global _index, _root
    if not ci.Config.loaded:
        ci.Config.set_library_file(LIBCLANG)
    _index = ci.Index.create()
    _root = root


def rel_of(cursor):
    """The cursor's file relative to the root, or None outside it."""
    f = cursor.location.file
    if f is None:
        return None
    name = f.name
    if name not in _names:
        rel = os.path.relpath(os.path.realpath(name), _root)
        _names[name] = rel if in_scope(rel, SIZED) else None
    return _names[name]


def is_mutable(t):
    t = t.get_canonical()
    while not t.is_const_qualified() and t.kind in ARRAYS:
        t = t.get_array_element_type().get_canonical()
    return not t.is_const_qualified()


def defines(var):
    """Whether a variable's declaration defines it: tentative definitions
    (`static int x;`) too, which libclang's is_definition leaves out."""
    return var.is_definition() or var.storage_class != ci.StorageClass.EXTERN


def visit(cursor, fn):
    """Calls FN(cursor) on every cursor under CURSOR, in one libclang walk."""
    tu = cursor._tu

    def cb(c, parent, data):
        c._tu = tu
        fn(c)
        return 2  # CXChildVisit_Recurse
    ci.conf.lib.clang_visitChildren(cursor, ci.cursor_visit_callback(cb), [])


def walk_body(top, rel, owner, out):
    """Static locals and uses of functions under TOP (a function's
    definition, or a file-scope variable's initializer)."""
    calls = set()
    uses = []

    def on(c):
        k = c._kind_id
        if k == CALL_EXPR:
            ref = c.referenced
            if ref is not None and ref._kind_id == FUNCTION_DECL:
                calls.add((c.location.line, c.location.column, ref.spelling))
        elif k == DECL_REF_EXPR:
            ref = c.referenced
            if ref is not None and ref._kind_id == FUNCTION_DECL:
                d = ref.get_definition()
                where = rel_of(d) if d is not None else None
                uses.append((c.location.line, c.location.column, where or ref.get_usr(), ref.spelling))
        elif k == VAR_DECL and c.storage_class == ci.StorageClass.STATIC and owner:
            if defines(c) and is_mutable(c.type):
                out["vars"].append((rel, owner + "()." + c.spelling, "static local " + c.type.spelling))
        elif k == VAR_DECL and c.tls_kind != ci.TLSKind.NONE and owner and is_mutable(c.type):
            out["vars"].append((rel, owner + "()." + c.spelling, "thread-local " + c.type.spelling))
    visit(top, on)
    for line, col, callee, name in uses:
        how = "calls" if (line, col, name) in calls else "uses"
        out["uses"].append((rel, owner or "file scope", line, how, callee, name))


def parse_one(job):
    rel, args = job
    path = os.path.join(_root, rel)
    out = {"rel": rel, "errors": [], "funcs": [], "vars": [], "defs": [], "uses": [], "structs": []}
    try:
        tu = _index.parse(path, args=args)
    except ci.TranslationUnitLoadError as e:
        out["errors"].append("%s: %s" % (rel, e))
        return out
    for d in tu.diagnostics:
        if d.severity >= ci.Diagnostic.Error:
            out["errors"].append(str(d))
    for top in tu.cursor.get_children():
        r = rel_of(top)
        if r is None:
            continue
        top_stage = r.split("/")[0] if r.split("/")[0] in STAGES else None
        k = top._kind_id
        if k == FUNCTION_DECL and top.is_definition():
            e = top.extent
            out["funcs"].append((r, top.spelling, e.start.line, e.end.line))
            out["defs"].append((top.get_usr(), r))
            if top_stage:
                walk_body(top, r, top.spelling, out)
        elif k == VAR_DECL and top_stage:
            if defines(top) and is_mutable(top.type):
                linkage = "static" if top.storage_class == ci.StorageClass.STATIC else "global"
                out["vars"].append((r, top.spelling, linkage + " " + top.type.spelling))
            walk_body(top, r, None, out)
        elif k == STRUCT_DECL and top.is_definition() and (r, top.spelling) in FIELD_BARS:
            n = sum(1 for f in top.get_children() if f._kind_id == FIELD_DECL)
            out["structs"].append((r, top.spelling, n))
    return out


# --- the whole tree ------------------------------------------------------------

def count_lines(path):
    with open(path, "rb") as f:
        return f.read().count(b"\n")


def sccs(nodes, edges):
    """Tarjan's strongly connected components of the graph EDGES
    (node -> set of nodes), each sorted."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    counter = [0]

    def strong(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))
    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            strong(v)
    return out


def omp_include(tmp):
    """The C compiler's omp.h (the runtime includes it; libclang has none),
    alone in directory TMP so that the compiler's other headers do not
    shadow libclang's: ['-idirafter', TMP] or nothing."""
    try:
        inc = subprocess.run(["cc", "-print-file-name=include"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True).stdout.strip()
    except OSError:
        return []
    omp = os.path.join(inc, "omp.h")
    if not os.path.isabs(omp) or not os.path.exists(omp):
        return []
    os.symlink(omp, os.path.join(tmp, "omp.h"))
    return ["-idirafter", tmp]


def analyze(root, build, jobs):
    """Every violation in the tree: {key: (number or None, detail lines)},
    and the summary's counts."""
    files = source_files(root)
    flags = compile_flags(build)
    tmp = tempfile.mkdtemp(prefix="house-")
    extra = omp_include(tmp)
    work = [(rel, flags_for(root, rel, flags) + extra) for rel in files if rel.endswith(".c")]
    with multiprocessing.Pool(jobs, initializer=init_worker, initargs=(root,)) as pool:
        results = pool.map(parse_one, work, chunksize=1)
    shutil.rmtree(tmp)
    errors = sorted(set(e for r in results for e in r["errors"]))
    if errors and not flags:
        errors.append("no %s/compile_commands.json: build first (CMakeLists.txt exports it)" % build)
    funcs, vars_, defs, structs, uses = {}, {}, {}, {}, []
    for r in results:
        for rel, name, a, b in r["funcs"]:
            funcs[(rel, name)] = b - a + 1
        for rel, name, what in r["vars"]:
            vars_[(rel, name)] = what
        for usr, rel in r["defs"]:
            defs[usr] = rel
        for rel, name, n in r["structs"]:
            structs[(rel, name)] = n
        uses.extend(r["uses"])

    found = {}
    for (rel, name), what in sorted(vars_.items()):
        found["mutable %s %s" % (rel, name)] = (None, [what])
    for (rel, name), n in sorted(funcs.items()):
        if n > FUNCTION_LIMIT:
            found["function %s %s" % (rel, name)] = (n, [])
    for rel in files:
        n = count_lines(os.path.join(root, rel))
        if n > FILE_LIMIT:
            found["file %s" % rel] = (n, [])
    for (rel, name), bar in sorted(FIELD_BARS.items()):
        n = structs.get((rel, name))
        if n is None and os.path.exists(os.path.join(root, rel)):
            errors.append("%s: no struct %s: it moved (FIELD_BARS names where the core struct is)" % (rel, name))
        if n is not None and n > bar:
            found["fields %s %s" % (rel, name)] = (n, ["bar: %d" % bar])
    circles = find_circles(files, defs, uses)
    for stage, comp, examples in circles:
        key = "circle %s %s" % (stage, " ".join(f[len(stage) + 1:] for f in comp))
        found[key] = (None, examples)
    return found, errors, (files, vars_, funcs, structs, circles)


def find_circles(files, defs, uses):
    """Per stage: the components of more than one file of the file graph,
    each with one use per edge inside it."""
    edges, example = {}, {}
    for rel, owner, line, how, callee, name in sorted(uses):
        target = defs.get(callee) if callee.startswith("c:") else callee
        stage = rel.split("/")[0]
        if target is None or target == rel or target.split("/")[0] != stage:
            continue
        edges.setdefault(rel, set()).add(target)
        example.setdefault((rel, target), "%s:%d: %s %s %s (%s)" % (rel, line, owner, how, name, target))
    out = []
    for stage in STAGES:
        nodes = [f for f in files if f.split("/")[0] == stage]
        for comp in sccs(nodes, {k: v for k, v in edges.items() if k.split("/")[0] == stage}):
            if len(comp) > 1:
                members = set(comp)
                ex = [example[(a, b)] for a in comp for b in sorted(edges.get(a, ())) if b in members]
                out.append((stage, comp, ex))
    return out


# --- the baseline ----------------------------------------------------------------

def read_baseline(path):
    base = {}
    if not os.path.exists(path):
        return base
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] in ("function", "file", "fields"):
            base[" ".join(words[:-1])] = int(words[-1])
        else:
            base[line] = None
    return base


def write_baseline(path, found):
    with open(path, "w") as f:
        f.write("# tools/house/check.py's baseline: the violations of the house bar (issue 32)\n"
                "# in the tree today, one a line; numbers are ceilings.  The check fails on\n"
                "# one not listed here and on a line that no longer occurs: shrink it with\n"
                "# `tools/house/check.py --update` as the code gets there.\n")
        for key in sorted(found):
            n = found[key][0]
            f.write(key + ("" if n is None else " %d" % n) + "\n")


def compare(found, base):
    """The lines that fail the ratchet, and the numbers that could tighten."""
    fail, tighten = [], []
    for key in sorted(found):
        n, detail = found[key]
        if key not in base:
            fail.append("new: %s%s" % (key, "" if n is None else " %d" % n))
            fail.extend("    " + d for d in detail)
        elif n is not None and base[key] is not None and n > base[key]:
            fail.append("grew: %s %d (baseline %d)" % (key, n, base[key]))
        elif n is not None and base[key] is not None and n < base[key]:
            tighten.append("%s %d (baseline %d)" % (key, n, base[key]))
    for key in sorted(base):
        if key not in found:
            fail.append("gone (remove it from the baseline: --update): %s" % key)
    return fail, tighten


def summary(found, stats, seconds):
    files, vars_, funcs, structs, circles = stats
    lines = ["house: %d files, %d parsed, in %.1f s" % (len(files), sum(f.endswith(".c") for f in files), seconds)]
    per = {s: sum(1 for (rel, _) in vars_ if rel.startswith(s + "/")) for s in STAGES}
    local = {s: sum(1 for (rel, n) in vars_ if rel.startswith(s + "/") and "()." in n) for s in STAGES}
    lines.append("mutable file-scope variables: " + ", ".join(
        "%s %d (%d static locals)" % (s, per[s], local[s]) for s in STAGES) + "  [bar: none in lowering, codegen]")
    long_f = [k for k in found if k.startswith("function ")]
    by = {}
    for k in long_f:
        top = k.split()[1].split("/")[0]
        by[top] = by.get(top, 0) + 1
    lines.append("functions over %d lines: %d (%s)  [bar: none]" % (
        FUNCTION_LIMIT, len(long_f), ", ".join("%s %d" % (t, by[t]) for t in sorted(by)) or "none"))
    long_files = sorted(k.split()[1] for k in found if k.startswith("file "))
    lines.append("files over %d lines: %d (%s)  [bar: none]" % (FILE_LIMIT, len(long_files), ", ".join(long_files) or "none"))
    for s in STAGES:
        comps = [c for st, c, _ in circles if st == s]
        lines.append("call circles in %s: %d%s  [bar: none]" % (
            s, len(comps), "".join(" (%d files: %s)" % (len(c), " ".join(f[len(s) + 1:] for f in c)) for c in comps)))
    for (rel, name), bar in sorted(FIELD_BARS.items()):
        n = structs.get((rel, name))
        lines.append("%s fields: %s  [bar: <= %d]" % (name, "not found" if n is None else n, bar))
    return lines


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=default_root, help="the source tree (default: this checkout)")
    ap.add_argument("--build", help="the build with compile_commands.json (default: ROOT/build)")
    ap.add_argument("--baseline", help="default: ROOT/tools/house/baseline.txt")
    ap.add_argument("--update", action="store_true", help="rewrite the baseline from the tree")
    ap.add_argument("--list", action="store_true", help="print every violation with its details")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    root = os.path.realpath(a.root)
    build = a.build if a.build else os.path.join(root, "build")
    baseline = a.baseline or os.path.join(root, "tools", "house", "baseline.txt")
    ci.Config.set_library_file(LIBCLANG)
    start = time.time()
    found, errors, stats = analyze(root, build, a.jobs)
    if errors:
        print("house: cannot check (files that do not parse: the check needs their whole AST):")
        for e in errors:
            print("  " + e)
        return 2
    for line in summary(found, stats, time.time() - start):
        print(line)
    if a.list:
        for key in sorted(found):
            n, detail = found[key]
            print(key + ("" if n is None else " %d" % n))
            for d in detail:
                print("    " + d)
    if a.update:
        write_baseline(baseline, found)
        print("house: wrote %s (%d lines)" % (os.path.relpath(baseline), len(found)))
        return 0
    fail, tighten = compare(found, read_baseline(baseline))
    for t in tighten:
        print("house: can tighten (--update): " + t)
    for f in fail:
        print("house: " + f)
    print("house: %s against %s" % ("FAIL" if fail else "ok", os.path.relpath(baseline, root)
                                     if baseline.startswith(root) else baseline))
    return 1 if fail else 0


if __name__ == "__main__":
    sys.exit(main())
